<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>ColourPalettes</name>
    <message>
        <source>Viridis (colour-blind safe)</source>
        <translation>Viridis (für Farbenblinde geeignet)</translation>
    </message>
    <message>
        <source>Cividis (colour-blind safe, blue–yellow)</source>
        <translation>Cividis (für Farbenblinde geeignet, blau–gelb)</translation>
    </message>
    <message>
        <source>High contrast (projector)</source>
        <translation>Hoher Kontrast (Beamer)</translation>
    </message>
</context>
<context>
    <name>FigureExport</name>
    <message>
        <source>%1: the figure must be at least 16×16 pixels</source>
        <translation>%1: Die Abbildung muss mindestens 16×16 Pixel groß sein</translation>
    </message>
    <message>
        <source>%1: the image could not be encoded as PNG</source>
        <translation>%1: Das Bild konnte nicht als PNG kodiert werden</translation>
    </message>
    <message>
        <source>%1: unknown figure format; use .png, .svg or .pdf</source>
        <translation>%1: Unbekanntes Format; verwenden Sie .png, .svg oder .pdf</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>SetMatrixEntryCommand</name>
    <message>
        <source>Edit %1[%2][%3]</source>
        <translation>%1[%2][%3] bearbeiten</translation>
    </message>
</context>
<context>
    <name>SetVectorCommand</name>
    <message>
        <source>Move the vector of “%1”</source>
        <translation>Vektor von „%1“ verschieben</translation>
    </message>
</context>
<context>
    <name>StageText</name>
    <message>
        <source>1. Token vectors</source>
        <translation>1. Token-Vektoren</translation>
    </message>
    <message>
        <source>Vectors</source>
        <translation>Vektoren</translation>
    </message>
    <message>
        <source>X&lt;sub&gt;target&lt;/sub&gt; (queries), X&lt;sub&gt;source&lt;/sub&gt; (keys and values): one row of d&lt;sub&gt;model&lt;/sub&gt; numbers per token</source>
        <translation>X&lt;sub&gt;target&lt;/sub&gt; (Queries), X&lt;sub&gt;source&lt;/sub&gt; (Keys und Values): eine Zeile mit d&lt;sub&gt;model&lt;/sub&gt; Zahlen pro Token</translation>
    </message>
    <message>
        <source>X: one row of d&lt;sub&gt;model&lt;/sub&gt; numbers per token</source>
        <translation>X: eine Zeile mit d&lt;sub&gt;model&lt;/sub&gt; Zahlen pro Token</translation>
    </message>
    <message>
        <source>Every token enters as a vector. Words with related meanings get vectors that point in similar directions, and the dot product of two vectors is large when they do.</source>
        <translation>Jedes Token geht als Vektor ein. Wörter mit verwandter Bedeutung erhalten Vektoren, die in ähnliche Richtungen zeigen, und das Skalarprodukt zweier Vektoren ist dann groß.</translation>
    </message>
    <message>
        <source>2. Queries, keys and values</source>
        <translation>2. Queries, Keys und Values</translation>
    </message>
    <message>
        <source>Q, K, V</source>
        <translation>Q, K, V</translation>
    </message>
    <message>
        <source>Q = X&lt;sub&gt;target&lt;/sub&gt; W&lt;sub&gt;Q&lt;/sub&gt;,&amp;nbsp; K = X&lt;sub&gt;source&lt;/sub&gt; W&lt;sub&gt;K&lt;/sub&gt;,&amp;nbsp; V = X&lt;sub&gt;source&lt;/sub&gt; W&lt;sub&gt;V&lt;/sub&gt;</source>
        <translation>Q = X&lt;sub&gt;target&lt;/sub&gt; W&lt;sub&gt;Q&lt;/sub&gt;,&amp;nbsp; K = X&lt;sub&gt;source&lt;/sub&gt; W&lt;sub&gt;K&lt;/sub&gt;,&amp;nbsp; V = X&lt;sub&gt;source&lt;/sub&gt; W&lt;sub&gt;V&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>Q = X W&lt;sub&gt;Q&lt;/sub&gt;,&amp;nbsp; K = X W&lt;sub&gt;K&lt;/sub&gt;,&amp;nbsp; V = X W&lt;sub&gt;V&lt;/sub&gt;</source>
        <translation>Q = X W&lt;sub&gt;Q&lt;/sub&gt;,&amp;nbsp; K = X W&lt;sub&gt;K&lt;/sub&gt;,&amp;nbsp; V = X W&lt;sub&gt;V&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>Each head multiplies the vectors by three matrices it has learnt. A query says what a token is looking for, a key what it can be found by, and a value what it hands on when it is found.</source>
        <translation>Jeder Kopf multipliziert die Vektoren mit drei gelernten Matrizen. Eine Query sagt, wonach ein Token sucht, ein Key, woran es gefunden werden kann, und ein Value, was es weitergibt, wenn es gefunden wird.</translation>
    </message>
    <message>
        <source>3. Scores: every query against every key</source>
        <translation>3. Scores: jede Query gegen jeden Key</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>S = Q K&lt;sup&gt;T&lt;/sup&gt;,&amp;nbsp; s&lt;sub&gt;ij&lt;/sub&gt; = q&lt;sub&gt;i&lt;/sub&gt; · k&lt;sub&gt;j&lt;/sub&gt; = Σ&lt;sub&gt;c&lt;/sub&gt; q&lt;sub&gt;ic&lt;/sub&gt; k&lt;sub&gt;jc&lt;/sub&gt;</source>
        <translation>S = Q K&lt;sup&gt;T&lt;/sup&gt;,&amp;nbsp; s&lt;sub&gt;ij&lt;/sub&gt; = q&lt;sub&gt;i&lt;/sub&gt; · k&lt;sub&gt;j&lt;/sub&gt; = Σ&lt;sub&gt;c&lt;/sub&gt; q&lt;sub&gt;ic&lt;/sub&gt; k&lt;sub&gt;jc&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>One dot product per pair of query and key. A large score means the two vectors point the same way: this key is a good match for what the query is looking for. Hover a score to see its products term by term.</source>
        <translation>Ein Skalarprodukt pro Paar aus Query und Key. Ein großer Score bedeutet, dass beide Vektoren in dieselbe Richtung zeigen: Dieser Key passt gut zu dem, was die Query sucht. Fahren Sie über einen Score, um seine Produkte Term für Term zu sehen.</translation>
    </message>
    <message>
        <source>4. Scaling by √d&lt;sub&gt;k&lt;/sub&gt;</source>
        <translation>4. Skalierung mit √d&lt;sub&gt;k&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Skalieren</translation>
    </message>
    <message>
        <source>S / √d&lt;sub&gt;k&lt;/sub&gt; = S / √%1 = S / %2</source>
        <translation>S / √d&lt;sub&gt;k&lt;/sub&gt; = S / √%1 = S / %2</translation>
    </message>
    <message>
        <source>scaling is off: the scores pass on unchanged</source>
        <translation>Skalierung ist aus: Die Scores werden unverändert weitergegeben</translation>
    </message>
    <message>
        <source>A dot product adds up d&lt;sub&gt;k&lt;/sub&gt; products, so it grows with the length of the vectors. Dividing by √d&lt;sub&gt;k&lt;/sub&gt; keeps the scores in a range where softmax still shares attention between keys, instead of giving almost all of it to one.</source>
        <translation>Ein Skalarprodukt summiert d&lt;sub&gt;k&lt;/sub&gt; Produkte und wächst daher mit der Länge der Vektoren. Die Division durch √d&lt;sub&gt;k&lt;/sub&gt; hält die Scores in einem Bereich, in dem Softmax die Aufmerksamkeit noch auf mehrere Keys verteilt, statt fast alles einem zu geben.</translation>
    </message>
    <message>
        <source>5. The mask</source>
        <translation>5. Die Maske</translation>
    </message>
    <message>
        <source>Mask</source>
        <translation>Maske</translation>
    </message>
    <message>
        <source>s&lt;sub&gt;ij&lt;/sub&gt; = −∞ where j &amp;gt; i</source>
        <translation>s&lt;sub&gt;ij&lt;/sub&gt; = −∞ für j &amp;gt; i</translation>
    </message>
    <message>
        <source>Causal attention: a token may look only at itself and the tokens before it, as when text is written one word at a time. Scores for later tokens become −∞, so softmax gives them exactly nothing.</source>
        <translation>Kausale Attention: Ein Token darf nur sich selbst und die Tokens davor sehen, wie beim Schreiben eines Textes Wort für Wort. Scores späterer Tokens werden −∞, daher gibt Softmax ihnen genau nichts.</translation>
    </message>
    <message>
        <source>no mask</source>
        <translation>keine Maske</translation>
    </message>
    <message>
        <source>Cross attention has no mask: each target token may look at every token of the source sentence, as a translator reads the whole original.</source>
        <translation>Cross-Attention hat keine Maske: Jedes Ziel-Token darf jedes Token des Quellsatzes sehen, so wie ein Übersetzer das ganze Original liest.</translation>
    </message>
    <message>
        <source>Bidirectional attention has no mask: every token sees all the others, before and after it, as in BERT&apos;s encoder.</source>
        <translation>Bidirektionale Attention hat keine Maske: Jedes Token sieht alle anderen, davor und danach, wie im Encoder von BERT.</translation>
    </message>
    <message>
        <source>6. Softmax: scores become weights</source>
        <translation>6. Softmax: aus Scores werden Gewichte</translation>
    </message>
    <message>
        <source>Softmax</source>
        <translation>Softmax</translation>
    </message>
    <message>
        <source>w&lt;sub&gt;ij&lt;/sub&gt; = e&lt;sup&gt;s&lt;sub&gt;ij&lt;/sub&gt;&lt;/sup&gt; / Σ&lt;sub&gt;j&apos;&lt;/sub&gt; e&lt;sup&gt;s&lt;sub&gt;ij&apos;&lt;/sub&gt;&lt;/sup&gt;</source>
        <translation>w&lt;sub&gt;ij&lt;/sub&gt; = e&lt;sup&gt;s&lt;sub&gt;ij&lt;/sub&gt;&lt;/sup&gt; / Σ&lt;sub&gt;j&apos;&lt;/sub&gt; e&lt;sup&gt;s&lt;sub&gt;ij&apos;&lt;/sub&gt;&lt;/sup&gt;</translation>
    </message>
    <message>
        <source>w&lt;sub&gt;ij&lt;/sub&gt; = e&lt;sup&gt;s&lt;sub&gt;ij&lt;/sub&gt;/T&lt;/sup&gt; / Σ&lt;sub&gt;j&apos;&lt;/sub&gt; e&lt;sup&gt;s&lt;sub&gt;ij&apos;&lt;/sub&gt;/T&lt;/sup&gt;,&amp;nbsp; T = %1</source>
        <translation>w&lt;sub&gt;ij&lt;/sub&gt; = e&lt;sup&gt;s&lt;sub&gt;ij&lt;/sub&gt;/T&lt;/sup&gt; / Σ&lt;sub&gt;j&apos;&lt;/sub&gt; e&lt;sup&gt;s&lt;sub&gt;ij&apos;&lt;/sub&gt;/T&lt;/sup&gt;,&amp;nbsp; T = %1</translation>
    </message>
    <message>
        <source>Each row of scores turns into weights that are positive and add up to 1: how much attention the query pays to each key. The largest score gets the largest share; a masked key gets exactly 0.</source>
        <translation>Jede Zeile von Scores wird zu positiven Gewichten, die sich zu 1 addieren: wie viel Aufmerksamkeit die Query jedem Key schenkt. Der größte Score erhält den größten Anteil; ein maskierter Key erhält genau 0.</translation>
    </message>
    <message>
        <source>7. Weighted sum of the values</source>
        <translation>7. Gewichtete Summe der Values</translation>
    </message>
    <message>
        <source>W · V</source>
        <translation>W · V</translation>
    </message>
    <message>
        <source>Z = W V,&amp;nbsp; z&lt;sub&gt;i&lt;/sub&gt; = Σ&lt;sub&gt;j&lt;/sub&gt; w&lt;sub&gt;ij&lt;/sub&gt; v&lt;sub&gt;j&lt;/sub&gt;</source>
        <translation>Z = W V,&amp;nbsp; z&lt;sub&gt;i&lt;/sub&gt; = Σ&lt;sub&gt;j&lt;/sub&gt; w&lt;sub&gt;ij&lt;/sub&gt; v&lt;sub&gt;j&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>Each query&apos;s result is an average of the value vectors, weighted by its attention weights: it takes most from the keys it matched best.</source>
        <translation>Das Ergebnis jeder Query ist ein Mittel der Value-Vektoren, gewichtet mit ihren Attention-Gewichten: Es nimmt am meisten von den Keys, die am besten passen.</translation>
    </message>
    <message>
        <source>8. Concatenating the heads</source>
        <translation>8. Verketten der Köpfe</translation>
    </message>
    <message>
        <source>Concat</source>
        <translation>Verketten</translation>
    </message>
    <message>
        <source>[Z&lt;sub&gt;1&lt;/sub&gt; | Z&lt;sub&gt;2&lt;/sub&gt; | … | Z&lt;sub&gt;h&lt;/sub&gt;]</source>
        <translation>[Z&lt;sub&gt;1&lt;/sub&gt; | Z&lt;sub&gt;2&lt;/sub&gt; | … | Z&lt;sub&gt;h&lt;/sub&gt;]</translation>
    </message>
    <message>
        <source>Every head did the same steps with its own matrices, so each may have looked for something different. Their results are placed side by side, one row per token.</source>
        <translation>Jeder Kopf hat dieselben Schritte mit eigenen Matrizen ausgeführt und kann daher nach etwas anderem gesucht haben. Ihre Ergebnisse werden nebeneinandergestellt, eine Zeile pro Token.</translation>
    </message>
    <message>
        <source>9. Output projection</source>
        <translation>9. Ausgabeprojektion</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Output = [Z&lt;sub&gt;1&lt;/sub&gt; | … | Z&lt;sub&gt;h&lt;/sub&gt;] W&lt;sub&gt;O&lt;/sub&gt;</source>
        <translation>Ausgabe = [Z&lt;sub&gt;1&lt;/sub&gt; | … | Z&lt;sub&gt;h&lt;/sub&gt;] W&lt;sub&gt;O&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>A last learnt matrix mixes what the heads found into one vector of d&lt;sub&gt;model&lt;/sub&gt; numbers per token: the output of the attention layer.</source>
        <translation>Eine letzte gelernte Matrix mischt, was die Köpfe gefunden haben, zu einem Vektor mit d&lt;sub&gt;model&lt;/sub&gt; Zahlen pro Token: die Ausgabe der Attention-Schicht.</translation>
    </message>
</context>
<context>
    <name>ToyTask</name>
    <message>
        <source>Mirror the sequence</source>
        <translation>Die Folge spiegeln</translation>
    </message>
    <message>
        <source>Find the previous occurrence</source>
        <translation>Das frühere Vorkommen finden</translation>
    </message>
    <message>
        <source>Align a translation</source>
        <translation>Eine Übersetzung ausrichten</translation>
    </message>
    <message>
        <source>Bidirectional attention. At position i the answer is the token at the mirrored position n − 1 − i. Only that key&apos;s value holds the answer, so the weights should form the anti-diagonal.</source>
        <translation>Bidirektionale Attention. An Position i ist die Antwort das Token an der gespiegelten Position n − 1 − i. Nur der Value dieses Keys enthält die Antwort, also sollten die Gewichte die Gegendiagonale bilden.</translation>
    </message>
    <message>
        <source>Causal attention. The answer at each position is where the same token appeared before (or the position itself, the first time). The weights should leave the diagonal exactly where a token repeats.</source>
        <translation>Kausale Attention. Die Antwort an jeder Position ist die Stelle, an der dasselbe Token schon vorkam (beim ersten Mal die Position selbst). Die Gewichte sollten genau dort die Diagonale verlassen, wo sich ein Token wiederholt.</translation>
    </message>
    <message>
        <source>Cross attention. Each word of a made-up language must name the English word it translates. Its word order differs (adjective after the noun, verb last, adverb first), so the alignment is not the diagonal.</source>
        <translation>Cross-Attention. Jedes Wort einer erfundenen Sprache muss das englische Wort nennen, das es übersetzt. Die Wortstellung ist anders (Adjektiv nach dem Nomen, Verb am Ende, Adverb am Anfang), also ist die Zuordnung nicht die Diagonale.</translation>
    </message>
    <message>
        <source>position %1</source>
        <translation>Position %1</translation>
    </message>
</context>
<context>
    <name>Trainer</name>
    <message>
        <source>sequence length: expected %1 to %2 tokens, found %3</source>
        <translation>Folgenlänge: erwartet %1 bis %2 Tokens, gefunden %3</translation>
    </message>
    <message>
        <source>d_model: expected %1 to %2, found %3</source>
        <translation>d_model: erwartet %1 bis %2, gefunden %3</translation>
    </message>
    <message>
        <source>heads: expected 1 to %1, found %2</source>
        <translation>Köpfe: erwartet 1 bis %1, gefunden %2</translation>
    </message>
    <message>
        <source>heads: d_model = %1 must split evenly into %2 heads (d_k = d_model / heads)</source>
        <translation>Köpfe: d_model = %1 muss sich glatt auf %2 Köpfe aufteilen (d_k = d_model / Köpfe)</translation>
    </message>
    <message>
        <source>learning rate: expected more than 0 and at most %1, found %2</source>
        <translation>Lernrate: erwartet mehr als 0 und höchstens %1, gefunden %2</translation>
    </message>
    <message>
        <source>weight decay: expected 0 to %1, found %2</source>
        <translation>Weight Decay: erwartet 0 bis %1, gefunden %2</translation>
    </message>
    <message>
        <source>weight decay: learning rate × decay must stay below 1, found %1</source>
        <translation>Weight Decay: Lernrate × Decay muss unter 1 bleiben, gefunden %1</translation>
    </message>
    <message>
        <source>batch size: expected 1 to %1, found %2</source>
        <translation>Batchgröße: erwartet 1 bis %1, gefunden %2</translation>
    </message>
    <message>
        <source>Trained: %1, after %2 updates</source>
        <translation>Trainiert: %1, nach %2 Updates</translation>
    </message>
    <message>
        <source>These weights were learnt by back-propagation in the training panel: %1 updates of Adam (learning rate %2, batches of %3, seed %4, weight decay %10 on W_O and W_R), d_model = %5, %6 head(s). On %7 examples that training never saw, the mean loss is %8 and each head gives its right keys %9 of its attention.</source>
        <translation>Diese Gewichte wurden im Trainingsfenster per Backpropagation gelernt: %1 Updates mit Adam (Lernrate %2, Batches zu %3, Seed %4, Weight Decay %10 auf W_O und W_R), d_model = %5, %6 Kopf/Köpfe. Auf %7 Beispielen, die das Training nie gesehen hat, ist der mittlere Loss %8, und jeder Kopf gibt den richtigen Keys %9 seiner Attention.</translation>
    </message>
    <message>
        <source>The vectors are fixed embeddings of the tokens (plus their positions, except in the translation, whose words are found by meaning alone). Training also learnt a readout W_R after W_O that turns each output row into an answer; the lesson stops at W_O. Step to **Weights** to see the pattern the task needs.</source>
        <translation>Die Vektoren sind feste Embeddings der Tokens (plus ihrer Positionen, außer bei der Übersetzung, deren Wörter allein über ihre Bedeutung gefunden werden). Das Training hat auch ein Readout W_R nach W_O gelernt, das jede Ausgabezeile in eine Antwort verwandelt; die Lektion endet bei W_O. Gehen Sie zu **Gewichte**, um das Muster zu sehen, das die Aufgabe braucht.</translation>
    </message>
</context>
<context>
    <name>attn::ComplexityWindow</name>
    <message>
        <source>The cost of attention — AttentionLab</source>
        <translation>Die Kosten von Attention — AttentionLab</translation>
    </message>
    <message>
        <source>causal mask</source>
        <translation>kausale Maske</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Messen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Save figure…</source>
        <translation>Abbildung speichern…</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>(doubling)</source>
        <translation>(verdoppelnd)</translation>
    </message>
    <message>
        <source>Sequence length n</source>
        <translation>Sequenzlänge n</translation>
    </message>
    <message>
        <source>d_head</source>
        <translation>d_head</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>Köpfe</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>sequence length n (tokens)</source>
        <translation>Sequenzlänge n (Tokens)</translation>
    </message>
    <message>
        <source>time (ms, median)</source>
        <translation>Zeit (ms, Median)</translation>
    </message>
    <message>
        <source>Save figure</source>
        <translation>Abbildung speichern</translation>
    </message>
    <message>
        <source>Images (*.png *.pdf *.svg)</source>
        <translation>Bilder (*.png *.pdf *.svg)</translation>
    </message>
    <message>
        <source>
Saved %1</source>
        <translation>
%1 gespeichert</translation>
    </message>
    <message>
        <source>%1: time ∝ n^%2</source>
        <translation>%1: Zeit ∝ n^%2</translation>
    </message>
    <message>
        <source>n² reference</source>
        <translation>n²-Referenz</translation>
    </message>
    <message>
        <source>%1 at n = %2: %3 ms. The %4 score matrices (n × n per head) would need %5; the tiled path used %6 for Q, K, V and the output plus %7 of working memory.</source>
        <translation>%1 bei n = %2: %3 ms. Die %4 Score-Matrizen (n × n pro Kopf) bräuchten %5; die gekachelte Berechnung brauchte %6 für Q, K, V und die Ausgabe plus %7 Arbeitsspeicher.</translation>
    </message>
    <message>
        <source>%1: choose a name ending in .png, .pdf or .svg</source>
        <translation>%1: Wählen Sie einen Namen mit .png, .pdf oder .svg</translation>
    </message>
    <message>
        <source>%1: the figure could not be written</source>
        <translation>%1: Die Abbildung konnte nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>attn::FigureExportDialog</name>
    <message>
        <source>Export figure</source>
        <translation>Abbildung exportieren</translation>
    </message>
    <message>
        <source>The current stage of the stepper</source>
        <translation>Der aktuelle Schritt</translation>
    </message>
    <message>
        <source>Heatmap of the selected head</source>
        <translation>Heatmap des gewählten Kopfes</translation>
    </message>
    <message>
        <source>Scores of the selected head</source>
        <translation>Scores des gewählten Kopfes</translation>
    </message>
    <message>
        <source>Every head</source>
        <translation>Alle Köpfe</translation>
    </message>
    <message>
        <source>The masks compared</source>
        <translation>Die Masken im Vergleich</translation>
    </message>
    <message>
        <source>Vectors in 3-D</source>
        <translation>Vektoren in 3D</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>PNG pixels per logical pixel: 2 gives a sharp figure on a high-resolution slide</source>
        <translation>PNG-Pixel pro logischem Pixel: 2 ergibt eine scharfe Abbildung auf einer hochauflösenden Folie</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Abbildung</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>Scale (PNG)</source>
        <translation>Skalierung (PNG)</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>A PNG of %1 × %2 pixels; SVG and PDF are vector graphics.</source>
        <translation>Ein PNG mit %1 × %2 Pixeln; SVG und PDF sind Vektorgrafiken.</translation>
    </message>
</context>
<context>
    <name>attn::FiguresPanel</name>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Scores QKᵀ</source>
        <translation>Scores QKᵀ</translation>
    </message>
    <message>
        <source>Scaled scores</source>
        <translation>Skalierte Scores</translation>
    </message>
    <message>
        <source>Masked scores</source>
        <translation>Maskierte Scores</translation>
    </message>
    <message>
        <source>Token vectors x (drag to edit)</source>
        <translation>Token-Vektoren x (zum Bearbeiten ziehen)</translation>
    </message>
    <message>
        <source>Queries and keys of the head</source>
        <translation>Queries und Keys des Kopfes</translation>
    </message>
    <message>
        <source>Values of the head</source>
        <translation>Values des Kopfes</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>Heatmap</translation>
    </message>
    <message>
        <source>All heads</source>
        <translation>Alle Köpfe</translation>
    </message>
    <message>
        <source>Masks compared</source>
        <translation>Masken im Vergleich</translation>
    </message>
    <message>
        <source>Vectors 3-D</source>
        <translation>Vektoren 3D</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Save this figure as PNG, SVG or PDF</source>
        <translation>Diese Abbildung als PNG, SVG oder PDF speichern</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy this figure to the clipboard, as an image and as SVG</source>
        <translation>Diese Abbildung in die Zwischenablage kopieren, als Bild und als SVG</translation>
    </message>
</context>
<context>
    <name>attn::HeatmapPlot</name>
    <message>
        <source>Causal: earlier keys only</source>
        <translation>Kausal: nur frühere Keys</translation>
    </message>
    <message>
        <source>Bidirectional: every key</source>
        <translation>Bidirektional: alle Keys</translation>
    </message>
    <message>
        <source>Cross: target queries → source keys</source>
        <translation>Cross: Ziel-Queries → Quell-Keys</translation>
    </message>
    <message>
        <source>Scores QKᵀ</source>
        <translation>Scores QKᵀ</translation>
    </message>
    <message>
        <source>Scaled scores QKᵀ/√d_k</source>
        <translation>Skalierte Scores QKᵀ/√d_k</translation>
    </message>
    <message>
        <source>Scores QKᵀ (scaling is off)</source>
        <translation>Scores QKᵀ (Skalierung aus)</translation>
    </message>
    <message>
        <source>Masked scores</source>
        <translation>Maskierte Scores</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>Attention-Gewichte</translation>
    </message>
    <message>
        <source>%1, head %2 of %3</source>
        <translation>%1, Kopf %2 von %3</translation>
    </message>
    <message>
        <source>%1, every head</source>
        <translation>%1, alle Köpfe</translation>
    </message>
    <message>
        <source>%1 under each mask, head %2</source>
        <translation>%1 unter jeder Maske, Kopf %2</translation>
    </message>
    <message>
        <source>%1 under each mask</source>
        <translation>%1 unter jeder Maske</translation>
    </message>
    <message>
        <source>No result</source>
        <translation>Kein Ergebnis</translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <source>keys (source tokens)</source>
        <translation>Keys (Quell-Tokens)</translation>
    </message>
    <message>
        <source>queries (target tokens)</source>
        <translation>Queries (Ziel-Tokens)</translation>
    </message>
    <message>
        <source>queries (source tokens)</source>
        <translation>Queries (Quell-Tokens)</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Hatched cells are masked: the query may not see that key.</source>
        <translation>Schraffierte Zellen sind maskiert: Die Query darf diesen Key nicht sehen.</translation>
    </message>
    <message>
        <source>Hatched cells are masked:
the query may not see that key.</source>
        <translation>Schraffierte Zellen sind maskiert:
Die Query darf diesen Key nicht sehen.</translation>
    </message>
    <message>
        <source>query “%1” → key “%2”</source>
        <translation>Query „%1“ → Key „%2“</translation>
    </message>
    <message>
        <source>%1: masked (this query may not see this key)</source>
        <translation>%1: maskiert (diese Query darf diesen Key nicht sehen)</translation>
    </message>
</context>
<context>
    <name>attn::MainWindow</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The scenario has changes that are not saved. Save them first?</source>
        <translation>Das Szenario hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <source>AttentionLab</source>
        <translation>AttentionLab</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Szenario speichern</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Szenarien (*.json)</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>Abbildung exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG vector graphics (*.svg);;PDF (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Vektorgrafik (*.svg);;PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Abbildungen</translation>
    </message>
    <message>
        <source>Figure copied to the clipboard</source>
        <translation>Abbildung in die Zwischenablage kopiert</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New from lesson</source>
        <translation>&amp;Neu aus Lektion</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>Szenarien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Re&amp;load from disk</source>
        <translation>Von Platte neu &amp;laden</translation>
    </message>
    <message>
        <source>&amp;Export figure…</source>
        <translation>Abbildung &amp;exportieren…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Stages</source>
        <translation>&amp;Schritte</translation>
    </message>
    <message>
        <source>&amp;Next stage</source>
        <translation>&amp;Nächster Schritt</translation>
    </message>
    <message>
        <source>&amp;Previous stage</source>
        <translation>&amp;Vorheriger Schritt</translation>
    </message>
    <message>
        <source>&amp;First stage</source>
        <translation>&amp;Erster Schritt</translation>
    </message>
    <message>
        <source>&amp;Last stage</source>
        <translation>&amp;Letzter Schritt</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Scenario &amp;editor</source>
        <translation>Szenario-&amp;Editor</translation>
    </message>
    <message>
        <source>Lesson &amp;notes</source>
        <translation>Lektions&amp;notizen</translation>
    </message>
    <message>
        <source>&amp;Figures</source>
        <translation>&amp;Abbildungen</translation>
    </message>
    <message>
        <source>Heatmap &amp;palette</source>
        <translation>Heatmap-&amp;Palette</translation>
    </message>
    <message>
        <source>&amp;Lecture mode</source>
        <translation>&amp;Vorlesungsmodus</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Voll&amp;bild</translation>
    </message>
    <message>
        <source>&amp;Larger text</source>
        <translation>&amp;Größerer Text</translation>
    </message>
    <message>
        <source>&amp;Smaller text</source>
        <translation>&amp;Kleinerer Text</translation>
    </message>
    <message>
        <source>The &amp;cost of attention (O(n² d))…</source>
        <translation>Die &amp;Kosten von Attention (O(n² d))…</translation>
    </message>
    <message>
        <source>&amp;Engine</source>
        <translation>&amp;Engine</translation>
    </message>
    <message>
        <source>%1 — unavailable: %2</source>
        <translation>%1 — nicht verfügbar: %2</translation>
    </message>
    <message>
        <source>Stepper</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source> Head </source>
        <translation> Kopf </translation>
    </message>
    <message>
        <source>  Decimals </source>
        <translation>  Nachkommastellen </translation>
    </message>
    <message>
        <source>The figure was not saved:
%1</source>
        <translation>Die Abbildung wurde nicht gespeichert:
%1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Lecture mode: Page Down and Page Up step through the stages and on to the next lesson; Esc leaves</source>
        <translation>Vorlesungsmodus: Bild ab und Bild auf gehen durch die Schritte und weiter zur nächsten Lektion; Esc beendet</translation>
    </message>
    <message>
        <source>Numbers from the %1 engine</source>
        <translation>Zahlen von der Engine %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>This file cannot be opened:
%1</source>
        <translation>Diese Datei kann nicht geöffnet werden:
%1</translation>
    </message>
    <message>
        <source>This file cannot be reloaded:
%1</source>
        <translation>Diese Datei kann nicht neu geladen werden:
%1</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Die Sprache des Systems</translation>
    </message>
    <message>
        <source>The language changes when AttentionLab starts again.</source>
        <translation>Die Sprache wechselt beim nächsten Start von AttentionLab.</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>AttentionLab closed before “%1” was saved. Its changes of %2 were kept. Recover them?</source>
        <translation>AttentionLab wurde beendet, bevor „%1“ gespeichert war. Die Änderungen vom %2 wurden aufbewahrt. Wiederherstellen?</translation>
    </message>
    <message>
        <source>Recovered the unsaved changes</source>
        <translation>Ungespeicherte Änderungen wiederhergestellt</translation>
    </message>
    <message>
        <source>Large scenario</source>
        <translation>Großes Szenario</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Berechnung läuft…</translation>
    </message>
    <message>
        <source>Compute &amp;again</source>
        <translation>&amp;Neu berechnen</translation>
    </message>
    <message>
        <source>This scenario has %1 tokens and %2 heads. Computing and showing every stage needs about %3 of memory and %4 billion operations, which may take a while; the window stays usable and Esc cancels. Open it?</source>
        <translation>Dieses Szenario hat %1 Tokens und %2 Köpfe. Jeden Schritt zu berechnen und zu zeigen braucht etwa %3 Speicher und %4 Milliarden Operationen und kann dauern; das Fenster bleibt bedienbar, Esc bricht ab. Öffnen?</translation>
    </message>
    <message>
        <source>Watch attention &amp;learn (train on a toy task)…</source>
        <translation>Attention &amp;lernen sehen (an einer Spielaufgabe trainieren)…</translation>
    </message>
    <message>
        <source>The trained layer is open as a new lesson: step through it, or save it.</source>
        <translation>Die trainierte Schicht ist als neue Lektion geöffnet: gehen Sie sie Schritt für Schritt durch oder speichern Sie sie.</translation>
    </message>
</context>
<context>
    <name>attn::MatrixEditor</name>
    <message>
        <source>Paste block</source>
        <translation>Block einfügen</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Cannot paste: %1</source>
        <translation>Einfügen nicht möglich: %1</translation>
    </message>
    <message>
        <source>Paste %1 x %2 block</source>
        <translation>%1 x %2-Block einfügen</translation>
    </message>
</context>
<context>
    <name>attn::MatrixTableModel</name>
    <message>
        <source>token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Rename token</source>
        <translation>Token umbenennen</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a number (write it like %3)</source>
        <translation>%1: &apos;%2&apos; ist keine Zahl (schreiben Sie sie wie %3)</translation>
    </message>
</context>
<context>
    <name>attn::MatrixView</name>
    <message>
        <source>%1: unknown format; use .tex, .csv or .md</source>
        <translation>%1: Unbekanntes Format; verwenden Sie .tex, .csv oder .md</translation>
    </message>
    <message>
        <source>Copy as LaTeX (bmatrix)</source>
        <translation>Als LaTeX kopieren (bmatrix)</translation>
    </message>
    <message>
        <source>Copy as Markdown table</source>
        <translation>Als Markdown-Tabelle kopieren</translation>
    </message>
    <message>
        <source>Copy as CSV (full precision)</source>
        <translation>Als CSV kopieren (volle Genauigkeit)</translation>
    </message>
    <message>
        <source>Save numbers as…</source>
        <translation>Zahlen speichern unter…</translation>
    </message>
    <message>
        <source>Save numbers</source>
        <translation>Zahlen speichern</translation>
    </message>
    <message>
        <source>LaTeX (*.tex);;CSV (*.csv);;Markdown (*.md)</source>
        <translation>LaTeX (*.tex);;CSV (*.csv);;Markdown (*.md)</translation>
    </message>
    <message>
        <source>AttentionLab</source>
        <translation>AttentionLab</translation>
    </message>
    <message>
        <source>rows %1–%2 of %3, columns %4–%5 of %6 (wheel, Shift+wheel)</source>
        <translation>Zeilen %1–%2 von %3, Spalten %4–%5 von %6 (Mausrad, Umschalt+Mausrad)</translation>
    </message>
</context>
<context>
    <name>attn::ScenarioDocument</name>
    <message>
        <source>expected a finite number</source>
        <translation>endliche Zahl erwartet</translation>
    </message>
    <message>
        <source>no such entry</source>
        <translation>kein solcher Eintrag</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <source>%1: there is no target sequence</source>
        <translation>%1: Es gibt keine Zielsequenz</translation>
    </message>
    <message>
        <source>%1.vectors[%2]: no such vector</source>
        <translation>%1.vectors[%2]: kein solcher Vektor</translation>
    </message>
    <message>
        <source>%1.vectors[%2][%3]: expected a finite number</source>
        <translation>%1.vectors[%2][%3]: endliche Zahl erwartet</translation>
    </message>
    <message>
        <source>The %1 engine failed (%2); the CPU engine computes instead.</source>
        <translation>Die Engine %1 ist gescheitert (%2); stattdessen rechnet die CPU-Engine.</translation>
    </message>
    <message>
        <source>%1 differs from the CPU engine by %2 at %3</source>
        <translation>%1 weicht von der CPU-Engine um %2 bei %3 ab</translation>
    </message>
    <message>
        <source>The %1 engine is unavailable (%2); the CPU engine computes instead.</source>
        <translation>Die Engine %1 ist nicht verfügbar (%2); stattdessen rechnet die CPU-Engine.</translation>
    </message>
    <message>
        <source>computing was cancelled; choose View › Compute again (Ctrl+R) to see the numbers</source>
        <translation>Berechnung abgebrochen; Ansicht › Neu berechnen (Strg+R) zeigt die Zahlen</translation>
    </message>
    <message>
        <source>this machine has not enough memory for every stage of this scenario: use fewer tokens or heads</source>
        <translation>dieser Rechner hat nicht genug Speicher für jeden Schritt dieses Szenarios: weniger Tokens oder Köpfe verwenden</translation>
    </message>
</context>
<context>
    <name>attn::ScenarioEditorPanel</name>
    <message>
        <source>Untitled scenario</source>
        <translation>Unbenanntes Szenario</translation>
    </message>
    <message>
        <source>Cross attention (encoder–decoder)</source>
        <translation>Cross-Attention (Encoder–Decoder)</translation>
    </message>
    <message>
        <source>Causal self-attention</source>
        <translation>Kausale Self-Attention</translation>
    </message>
    <message>
        <source>Bidirectional self-attention</source>
        <translation>Bidirektionale Self-Attention</translation>
    </message>
    <message>
        <source>Divide scores by √d_k</source>
        <translation>Scores durch √d_k teilen</translation>
    </message>
    <message>
        <source>Softmax temperature T: below 1 sharpens the weights, above 1 flattens them.</source>
        <translation>Softmax-Temperatur T: unter 1 schärft sie die Gewichte, über 1 glättet sie sie.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>d_model</source>
        <translation>d_model</translation>
    </message>
    <message>
        <source>Source tokens (keys and values)</source>
        <translation>Quell-Tokens (Keys und Values)</translation>
    </message>
    <message>
        <source>Target tokens (queries)</source>
        <translation>Ziel-Tokens (Queries)</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>Identität</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Seeded random numbers: the same seed gives the same weights.</source>
        <translation>Zufallszahlen mit Startwert: derselbe Startwert ergibt dieselben Gewichte.</translation>
    </message>
    <message>
        <source>W_Q</source>
        <translation>W_Q</translation>
    </message>
    <message>
        <source>W_K</source>
        <translation>W_K</translation>
    </message>
    <message>
        <source>W_V</source>
        <translation>W_V</translation>
    </message>
    <message>
        <source>W_O</source>
        <translation>W_O</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Köpfe</translation>
    </message>
    <message>
        <source>Number of heads</source>
        <translation>Anzahl der Köpfe</translation>
    </message>
    <message>
        <source>Head shown</source>
        <translation>Angezeigter Kopf</translation>
    </message>
    <message>
        <source>d_k</source>
        <translation>d_k</translation>
    </message>
    <message>
        <source>d_v</source>
        <translation>d_v</translation>
    </message>
    <message>
        <source>Head size</source>
        <translation>Kopfgröße</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Set all weights</source>
        <translation>Alle Gewichte setzen</translation>
    </message>
    <message>
        <source>Change title</source>
        <translation>Titel ändern</translation>
    </message>
    <message>
        <source>Change attention mode</source>
        <translation>Attention-Art ändern</translation>
    </message>
    <message>
        <source>Switch scaling</source>
        <translation>Skalierung umschalten</translation>
    </message>
    <message>
        <source>Change temperature</source>
        <translation>Temperatur ändern</translation>
    </message>
    <message>
        <source>Change d_model</source>
        <translation>d_model ändern</translation>
    </message>
    <message>
        <source>Change number of heads</source>
        <translation>Anzahl der Köpfe ändern</translation>
    </message>
    <message>
        <source>Change head size</source>
        <translation>Kopfgröße ändern</translation>
    </message>
    <message>
        <source>Set weights to identity</source>
        <translation>Gewichte auf Identität setzen</translation>
    </message>
    <message>
        <source>Set random weights</source>
        <translation>Zufällige Gewichte setzen</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>Nicht geändert: %1</translation>
    </message>
    <message>
        <source>Add token</source>
        <translation>Token hinzufügen</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove token</source>
        <translation>Token entfernen</translation>
    </message>
    <message>
        <source>A sequence keeps at least one token.</source>
        <translation>Eine Sequenz behält mindestens ein Token.</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move token</source>
        <translation>Token verschieben</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
</context>
<context>
    <name>attn::StageView</name>
    <message>
        <source>… (%1 terms)</source>
        <translation>… (%1 Terme)</translation>
    </message>
    <message>
        <source>%1 — head %2 of %3</source>
        <translation>%1 — Kopf %2 von %3</translation>
    </message>
    <message>
        <source>Nothing to show: %1</source>
        <translation>Nichts anzuzeigen: %1</translation>
    </message>
    <message>
        <source>X target (queries)</source>
        <translation>X Ziel (Queries)</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>X source (keys, values)</source>
        <translation>X Quelle (Keys, Values)</translation>
    </message>
    <message>
        <source>W_Q</source>
        <translation>W_Q</translation>
    </message>
    <message>
        <source>W_K</source>
        <translation>W_K</translation>
    </message>
    <message>
        <source>W_V</source>
        <translation>W_V</translation>
    </message>
    <message>
        <source>Q (queries)</source>
        <translation>Q (Queries)</translation>
    </message>
    <message>
        <source>K (keys)</source>
        <translation>K (Keys)</translation>
    </message>
    <message>
        <source>V (values)</source>
        <translation>V (Values)</translation>
    </message>
    <message>
        <source>Scores Q Kᵀ</source>
        <translation>Scores Q Kᵀ</translation>
    </message>
    <message>
        <source>Scaled scores</source>
        <translation>Skalierte Scores</translation>
    </message>
    <message>
        <source>Scores (not scaled)</source>
        <translation>Scores (nicht skaliert)</translation>
    </message>
    <message>
        <source>Masked scores</source>
        <translation>Maskierte Scores</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>Attention-Gewichte</translation>
    </message>
    <message>
        <source>Head output Z</source>
        <translation>Kopfausgabe Z</translation>
    </message>
    <message>
        <source>Z%1</source>
        <translation>Z%1</translation>
    </message>
    <message>
        <source>Concatenation</source>
        <translation>Verkettung</translation>
    </message>
    <message>
        <source>W_O</source>
        <translation>W_O</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>q(%1) · k(%2) = %3 = %4</source>
        <translation>q(%1) · k(%2) = %3 = %4</translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 / √%2 = %1 / %3 = %4</source>
        <translation>&lt;br&gt;%1 / √%2 = %1 / %3 = %4</translation>
    </message>
    <message>
        <source>&apos;%1&apos; may not see &apos;%2&apos;, which comes later: −∞, so its weight will be 0</source>
        <translation>&apos;%1&apos; darf &apos;%2&apos; nicht sehen, das später kommt: −∞, daher wird sein Gewicht 0</translation>
    </message>
    <message>
        <source>&apos;%1&apos; may see &apos;%2&apos;: %3</source>
        <translation>&apos;%1&apos; darf &apos;%2&apos; sehen: %3</translation>
    </message>
    <message>
        <source>masked: weight exactly 0</source>
        <translation>maskiert: Gewicht genau 0</translation>
    </message>
    <message>
        <source> / T</source>
        <translation> / T</translation>
    </message>
    <message>
        <source>e&lt;sup&gt;(s − max)%1&lt;/sup&gt; = e&lt;sup&gt;(%2 − %3)%1&lt;/sup&gt; = %4&lt;br&gt;row sum of these = %5&lt;br&gt;weight = %4 / %5 = %6</source>
        <translation>e&lt;sup&gt;(s − max)%1&lt;/sup&gt; = e&lt;sup&gt;(%2 − %3)%1&lt;/sup&gt; = %4&lt;br&gt;Zeilensumme davon = %5&lt;br&gt;Gewicht = %4 / %5 = %6</translation>
    </message>
    <message>
        <source>Σ weight × value = </source>
        <translation>Σ Gewicht × Value = </translation>
    </message>
    <message>
        <source>concat row × W_O column = </source>
        <translation>Verkettungszeile × W_O-Spalte = </translation>
    </message>
    <message>
        <source>x row × W column = </source>
        <translation>x-Zeile × W-Spalte = </translation>
    </message>
    <message>
        <source>Computing every stage of %1 tokens and %2 heads… (Esc cancels)</source>
        <translation>Jeder Schritt für %1 Tokens und %2 Köpfe wird berechnet… (Esc bricht ab)</translation>
    </message>
</context>
<context>
    <name>attn::TrainingWindow</name>
    <message>
        <source>Watch attention learn — AttentionLab</source>
        <translation>Attention lernen sehen — AttentionLab</translation>
    </message>
    <message>
        <source>AdamW weight decay on W_O and W_R. At 0 the readout can lower the loss by growing its weights, and the attention stays less sharp.</source>
        <translation>AdamW-Weight-Decay auf W_O und W_R. Bei 0 kann das Readout den Loss senken, indem seine Gewichte wachsen, und die Attention bleibt weniger scharf.</translation>
    </message>
    <message>
        <source>slow: 2 updates a second</source>
        <translation>langsam: 2 Updates pro Sekunde</translation>
    </message>
    <message>
        <source>watchable: 10 updates a second</source>
        <translation>zum Zusehen: 10 Updates pro Sekunde</translation>
    </message>
    <message>
        <source>brisk: 50 updates a second</source>
        <translation>zügig: 50 Updates pro Sekunde</translation>
    </message>
    <message>
        <source>as fast as it goes</source>
        <translation>so schnell es geht</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Folgenlänge</translation>
    </message>
    <message>
        <source>d_model</source>
        <translation>d_model</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Köpfe</translation>
    </message>
    <message>
        <source>Learning rate (Adam)</source>
        <translation>Lernrate (Adam)</translation>
    </message>
    <message>
        <source>Weight decay on W_O, W_R</source>
        <translation>Weight Decay auf W_O, W_R</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Stop after</source>
        <translation>Anhalten nach</translation>
    </message>
    <message>
        <source>Task and layer</source>
        <translation>Aufgabe und Schicht</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Trainieren</translation>
    </message>
    <message>
        <source>One update</source>
        <translation>Ein Update</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Take into lesson</source>
        <translation>In die Lektion übernehmen</translation>
    </message>
    <message>
        <source>Open the trained W_Q, W_K, W_V and W_O in the main window and step through them.</source>
        <translation>Die trainierten W_Q, W_K, W_V und W_O im Hauptfenster öffnen und Schritt für Schritt durchgehen.</translation>
    </message>
    <message>
        <source>update</source>
        <translation>Update</translation>
    </message>
    <message>
        <source>loss (cross-entropy)</source>
        <translation>Loss (Kreuzentropie)</translation>
    </message>
    <message>
        <source>attention on the right keys</source>
        <translation>Attention auf den richtigen Keys</translation>
    </message>
    <message>
        <source>loss of each batch</source>
        <translation>Loss jedes Batches</translation>
    </message>
    <message>
        <source>weight on the right keys (best head, held-out)</source>
        <translation>Gewicht auf den richtigen Keys (bester Kopf, zurückgehaltene Beispiele)</translation>
    </message>
    <message>
        <source>Head shown</source>
        <translation>Angezeigter Kopf</translation>
    </message>
    <message>
        <source>The made-up sentences always have %1 words.</source>
        <translation>Die erfundenen Sätze haben immer %1 Wörter.</translation>
    </message>
    <message>
        <source>head %1: %2</source>
        <translation>Kopf %1: %2</translation>
    </message>
    <message>
        <source>Update %1 (stops at %2)</source>
        <translation>Update %1 (hält bei %2)</translation>
    </message>
    <message>
        <source>Loss of the last batch: %1</source>
        <translation>Loss des letzten Batches: %1</translation>
    </message>
    <message>
        <source>On %1 held-out examples: loss %2, answers right %3</source>
        <translation>Auf %1 zurückgehaltenen Beispielen: Loss %2, richtige Antworten %3</translation>
    </message>
    <message>
        <source>Attention on the right keys: %1</source>
        <translation>Attention auf den richtigen Keys: %1</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
</context>
<context>
    <name>attn::VectorView</name>
    <message>
        <source>Click two arrows to compare them.</source>
        <translation>Klicken Sie auf zwei Pfeile, um sie zu vergleichen.</translation>
    </message>
    <message>
        <source>Click two arrows to compare them. These follow from the token vectors: drag those to move them.</source>
        <translation>Klicken Sie auf zwei Pfeile, um sie zu vergleichen. Diese folgen aus den Token-Vektoren: Ziehen Sie jene, um sie zu bewegen.</translation>
    </message>
    <message>
        <source>a = %1,  b = %2</source>
        <translation>a = %1,  b = %2</translation>
    </message>
    <message>
        <source>a·b = %1 = |a| |b| cos θ = %2 × %3 × %4</source>
        <translation>a·b = %1 = |a| |b| cos θ = %2 × %3 × %4</translation>
    </message>
    <message>
        <source>θ = %1°</source>
        <translation>θ = %1°</translation>
    </message>
    <message>
        <source>a·b = %1; a zero vector has no direction, so no angle</source>
        <translation>a·b = %1; ein Nullvektor hat keine Richtung, also keinen Winkel</translation>
    </message>
    <message>
        <source>a·b is the score S[%1][%2] of head %3</source>
        <translation>a·b ist der Score S[%1][%2] von Kopf %3</translation>
    </message>
    <message>
        <source> of head %1</source>
        <translation> von Kopf %1</translation>
    </message>
    <message>
        <source>Token vectors x (d_model = %1)</source>
        <translation>Token-Vektoren x (d_model = %1)</translation>
    </message>
    <message>
        <source>Queries q and keys k%1 (d_k = %2)</source>
        <translation>Queries q und Keys k%1 (d_k = %2)</translation>
    </message>
    <message>
        <source>Values v%1 (d_v = %2)</source>
        <translation>Values v%1 (d_v = %2)</translation>
    </message>
    <message>
        <source>PC1</source>
        <translation>HK1</translation>
    </message>
    <message>
        <source>PC2</source>
        <translation>HK2</translation>
    </message>
    <message>
        <source>PC3</source>
        <translation>HK3</translation>
    </message>
    <message>
        <source>A projection to 3-D onto the principal directions: it keeps %1 % of the variance (about the origin).</source>
        <translation>Eine Projektion in 3D auf die Hauptrichtungen: Sie behält %1 % der Varianz (bezogen auf den Ursprung).</translation>
    </message>
    <message>
        <source>The vectors have %1 dimensions: the missing axes stay at 0.</source>
        <translation>Die Vektoren haben %1 Dimensionen: Die fehlenden Achsen bleiben bei 0.</translation>
    </message>
    <message>
        <source>No vectors to show: the scenario has a problem.</source>
        <translation>Keine Vektoren anzuzeigen: Das Szenario hat ein Problem.</translation>
    </message>
</context>
</TS>
