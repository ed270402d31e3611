<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>ColourPalettes</name>
    <message>
        <source>Viridis (colour-blind safe)</source>
        <translation>Viridis (adatta ai daltonici)</translation>
    </message>
    <message>
        <source>Cividis (colour-blind safe, blue–yellow)</source>
        <translation>Cividis (adatta ai daltonici, blu–giallo)</translation>
    </message>
    <message>
        <source>High contrast (projector)</source>
        <translation>Alto contrasto (proiettore)</translation>
    </message>
</context>
<context>
    <name>FigureExport</name>
    <message>
        <source>%1: the figure must be at least 16×16 pixels</source>
        <translation>%1: la figura deve misurare almeno 16×16 pixel</translation>
    </message>
    <message>
        <source>%1: the image could not be encoded as PNG</source>
        <translation>%1: impossibile codificare l&apos;immagine come PNG</translation>
    </message>
    <message>
        <source>%1: unknown figure format; use .png, .svg or .pdf</source>
        <translation>%1: formato di figura sconosciuto; usa .png, .svg o .pdf</translation>
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
        <translation>Modifica %1[%2][%3]</translation>
    </message>
</context>
<context>
    <name>SetVectorCommand</name>
    <message>
        <source>Move the vector of “%1”</source>
        <translation>Sposta il vettore di «%1»</translation>
    </message>
</context>
<context>
    <name>StageText</name>
    <message>
        <source>1. Token vectors</source>
        <translation>1. Vettori dei token</translation>
    </message>
    <message>
        <source>Vectors</source>
        <translation>Vettori</translation>
    </message>
    <message>
        <source>X&lt;sub&gt;target&lt;/sub&gt; (queries), X&lt;sub&gt;source&lt;/sub&gt; (keys and values): one row of d&lt;sub&gt;model&lt;/sub&gt; numbers per token</source>
        <translation>X&lt;sub&gt;target&lt;/sub&gt; (query), X&lt;sub&gt;source&lt;/sub&gt; (chiavi e valori): una riga di d&lt;sub&gt;model&lt;/sub&gt; numeri per token</translation>
    </message>
    <message>
        <source>X: one row of d&lt;sub&gt;model&lt;/sub&gt; numbers per token</source>
        <translation>X: una riga di d&lt;sub&gt;model&lt;/sub&gt; numeri per token</translation>
    </message>
    <message>
        <source>Every token enters as a vector. Words with related meanings get vectors that point in similar directions, and the dot product of two vectors is large when they do.</source>
        <translation>Ogni token entra come vettore. Parole di significato affine ricevono vettori che puntano in direzioni simili, e il prodotto scalare di due vettori è grande quando ciò accade.</translation>
    </message>
    <message>
        <source>2. Queries, keys and values</source>
        <translation>2. Query, chiavi e valori</translation>
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
        <translation>Ogni testa moltiplica i vettori per tre matrici che ha appreso. Una query dice che cosa cerca un token, una chiave per che cosa può essere trovato, e un valore che cosa consegna quando viene trovato.</translation>
    </message>
    <message>
        <source>3. Scores: every query against every key</source>
        <translation>3. Punteggi: ogni query contro ogni chiave</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punteggi</translation>
    </message>
    <message>
        <source>S = Q K&lt;sup&gt;T&lt;/sup&gt;,&amp;nbsp; s&lt;sub&gt;ij&lt;/sub&gt; = q&lt;sub&gt;i&lt;/sub&gt; · k&lt;sub&gt;j&lt;/sub&gt; = Σ&lt;sub&gt;c&lt;/sub&gt; q&lt;sub&gt;ic&lt;/sub&gt; k&lt;sub&gt;jc&lt;/sub&gt;</source>
        <translation>S = Q K&lt;sup&gt;T&lt;/sup&gt;,&amp;nbsp; s&lt;sub&gt;ij&lt;/sub&gt; = q&lt;sub&gt;i&lt;/sub&gt; · k&lt;sub&gt;j&lt;/sub&gt; = Σ&lt;sub&gt;c&lt;/sub&gt; q&lt;sub&gt;ic&lt;/sub&gt; k&lt;sub&gt;jc&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>One dot product per pair of query and key. A large score means the two vectors point the same way: this key is a good match for what the query is looking for. Hover a score to see its products term by term.</source>
        <translation>Un prodotto scalare per ogni coppia di query e chiave. Un punteggio alto significa che i due vettori puntano nella stessa direzione: questa chiave corrisponde bene a ciò che la query cerca. Passa il mouse su un punteggio per vederne i prodotti termine per termine.</translation>
    </message>
    <message>
        <source>4. Scaling by √d&lt;sub&gt;k&lt;/sub&gt;</source>
        <translation>4. Divisione per √d&lt;sub&gt;k&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Scala</translation>
    </message>
    <message>
        <source>S / √d&lt;sub&gt;k&lt;/sub&gt; = S / √%1 = S / %2</source>
        <translation>S / √d&lt;sub&gt;k&lt;/sub&gt; = S / √%1 = S / %2</translation>
    </message>
    <message>
        <source>scaling is off: the scores pass on unchanged</source>
        <translation>la divisione è disattivata: i punteggi passano invariati</translation>
    </message>
    <message>
        <source>A dot product adds up d&lt;sub&gt;k&lt;/sub&gt; products, so it grows with the length of the vectors. Dividing by √d&lt;sub&gt;k&lt;/sub&gt; keeps the scores in a range where softmax still shares attention between keys, instead of giving almost all of it to one.</source>
        <translation>Un prodotto scalare somma d&lt;sub&gt;k&lt;/sub&gt; prodotti, quindi cresce con la lunghezza dei vettori. Dividere per √d&lt;sub&gt;k&lt;/sub&gt; mantiene i punteggi in un intervallo in cui la softmax ripartisce ancora l&apos;attenzione tra le chiavi, invece di darla quasi tutta a una sola.</translation>
    </message>
    <message>
        <source>5. The mask</source>
        <translation>5. La maschera</translation>
    </message>
    <message>
        <source>Mask</source>
        <translation>Maschera</translation>
    </message>
    <message>
        <source>s&lt;sub&gt;ij&lt;/sub&gt; = −∞ where j &amp;gt; i</source>
        <translation>s&lt;sub&gt;ij&lt;/sub&gt; = −∞ dove j &amp;gt; i</translation>
    </message>
    <message>
        <source>Causal attention: a token may look only at itself and the tokens before it, as when text is written one word at a time. Scores for later tokens become −∞, so softmax gives them exactly nothing.</source>
        <translation>Attenzione causale: un token può guardare solo sé stesso e i token precedenti, come quando un testo si scrive una parola alla volta. I punteggi dei token successivi diventano −∞, quindi la softmax dà loro esattamente zero.</translation>
    </message>
    <message>
        <source>no mask</source>
        <translation>nessuna maschera</translation>
    </message>
    <message>
        <source>Cross attention has no mask: each target token may look at every token of the source sentence, as a translator reads the whole original.</source>
        <translation>L&apos;attenzione incrociata non ha maschera: ogni token di destinazione può guardare tutti i token della frase sorgente, come un traduttore legge tutto l&apos;originale.</translation>
    </message>
    <message>
        <source>Bidirectional attention has no mask: every token sees all the others, before and after it, as in BERT&apos;s encoder.</source>
        <translation>L&apos;attenzione bidirezionale non ha maschera: ogni token vede tutti gli altri, prima e dopo di sé, come nell&apos;encoder di BERT.</translation>
    </message>
    <message>
        <source>6. Softmax: scores become weights</source>
        <translation>6. Softmax: i punteggi diventano pesi</translation>
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
        <translation>Ogni riga di punteggi diventa una riga di pesi positivi che sommano a 1: quanta attenzione la query presta a ciascuna chiave. Il punteggio più alto riceve la quota maggiore; una chiave mascherata riceve esattamente 0.</translation>
    </message>
    <message>
        <source>7. Weighted sum of the values</source>
        <translation>7. Somma pesata dei valori</translation>
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
        <translation>Il risultato di ogni query è una media dei vettori valore, pesata dai suoi pesi di attenzione: prende di più dalle chiavi che le corrispondono meglio.</translation>
    </message>
    <message>
        <source>8. Concatenating the heads</source>
        <translation>8. Concatenazione delle teste</translation>
    </message>
    <message>
        <source>Concat</source>
        <translation>Concat.</translation>
    </message>
    <message>
        <source>[Z&lt;sub&gt;1&lt;/sub&gt; | Z&lt;sub&gt;2&lt;/sub&gt; | … | Z&lt;sub&gt;h&lt;/sub&gt;]</source>
        <translation>[Z&lt;sub&gt;1&lt;/sub&gt; | Z&lt;sub&gt;2&lt;/sub&gt; | … | Z&lt;sub&gt;h&lt;/sub&gt;]</translation>
    </message>
    <message>
        <source>Every head did the same steps with its own matrices, so each may have looked for something different. Their results are placed side by side, one row per token.</source>
        <translation>Ogni testa ha fatto gli stessi passi con le proprie matrici, quindi ognuna può aver cercato qualcosa di diverso. I loro risultati vengono affiancati, una riga per token.</translation>
    </message>
    <message>
        <source>9. Output projection</source>
        <translation>9. Proiezione di uscita</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Uscita</translation>
    </message>
    <message>
        <source>Output = [Z&lt;sub&gt;1&lt;/sub&gt; | … | Z&lt;sub&gt;h&lt;/sub&gt;] W&lt;sub&gt;O&lt;/sub&gt;</source>
        <translation>Uscita = [Z&lt;sub&gt;1&lt;/sub&gt; | … | Z&lt;sub&gt;h&lt;/sub&gt;] W&lt;sub&gt;O&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>A last learnt matrix mixes what the heads found into one vector of d&lt;sub&gt;model&lt;/sub&gt; numbers per token: the output of the attention layer.</source>
        <translation>Un&apos;ultima matrice appresa mescola ciò che le teste hanno trovato in un vettore di d&lt;sub&gt;model&lt;/sub&gt; numeri per token: l&apos;uscita dello strato di attenzione.</translation>
    </message>
</context>
<context>
    <name>ToyTask</name>
    <message>
        <source>Mirror the sequence</source>
        <translation>Rispecchia la sequenza</translation>
    </message>
    <message>
        <source>Find the previous occurrence</source>
        <translation>Trova l&apos;occorrenza precedente</translation>
    </message>
    <message>
        <source>Align a translation</source>
        <translation>Allinea una traduzione</translation>
    </message>
    <message>
        <source>Bidirectional attention. At position i the answer is the token at the mirrored position n − 1 − i. Only that key&apos;s value holds the answer, so the weights should form the anti-diagonal.</source>
        <translation>Attenzione bidirezionale. Alla posizione i la risposta è il token nella posizione speculare n − 1 − i. Solo il valore di quella chiave contiene la risposta, quindi i pesi dovrebbero formare l&apos;antidiagonale.</translation>
    </message>
    <message>
        <source>Causal attention. The answer at each position is where the same token appeared before (or the position itself, the first time). The weights should leave the diagonal exactly where a token repeats.</source>
        <translation>Attenzione causale. La risposta in ogni posizione è dove lo stesso token è comparso prima (o la posizione stessa, la prima volta). I pesi dovrebbero lasciare la diagonale proprio dove un token si ripete.</translation>
    </message>
    <message>
        <source>Cross attention. Each word of a made-up language must name the English word it translates. Its word order differs (adjective after the noun, verb last, adverb first), so the alignment is not the diagonal.</source>
        <translation>Cross-attention. Ogni parola di una lingua inventata deve indicare la parola inglese che traduce. L&apos;ordine delle parole è diverso (aggettivo dopo il nome, verbo in fondo, avverbio all&apos;inizio), quindi l&apos;allineamento non è la diagonale.</translation>
    </message>
    <message>
        <source>position %1</source>
        <translation>posizione %1</translation>
    </message>
</context>
<context>
    <name>Trainer</name>
    <message>
        <source>sequence length: expected %1 to %2 tokens, found %3</source>
        <translation>lunghezza della sequenza: attesi da %1 a %2 token, trovati %3</translation>
    </message>
    <message>
        <source>d_model: expected %1 to %2, found %3</source>
        <translation>d_model: atteso da %1 a %2, trovato %3</translation>
    </message>
    <message>
        <source>heads: expected 1 to %1, found %2</source>
        <translation>teste: attese da 1 a %1, trovate %2</translation>
    </message>
    <message>
        <source>heads: d_model = %1 must split evenly into %2 heads (d_k = d_model / heads)</source>
        <translation>teste: d_model = %1 deve dividersi esattamente in %2 teste (d_k = d_model / teste)</translation>
    </message>
    <message>
        <source>learning rate: expected more than 0 and at most %1, found %2</source>
        <translation>tasso di apprendimento: atteso più di 0 e al massimo %1, trovato %2</translation>
    </message>
    <message>
        <source>weight decay: expected 0 to %1, found %2</source>
        <translation>weight decay: atteso da 0 a %1, trovato %2</translation>
    </message>
    <message>
        <source>weight decay: learning rate × decay must stay below 1, found %1</source>
        <translation>weight decay: tasso di apprendimento × decay deve restare sotto 1, trovato %1</translation>
    </message>
    <message>
        <source>batch size: expected 1 to %1, found %2</source>
        <translation>dimensione del batch: attesa da 1 a %1, trovata %2</translation>
    </message>
    <message>
        <source>Trained: %1, after %2 updates</source>
        <translation>Addestrato: %1, dopo %2 aggiornamenti</translation>
    </message>
    <message>
        <source>These weights were learnt by back-propagation in the training panel: %1 updates of Adam (learning rate %2, batches of %3, seed %4, weight decay %10 on W_O and W_R), d_model = %5, %6 head(s). On %7 examples that training never saw, the mean loss is %8 and each head gives its right keys %9 of its attention.</source>
        <translation>Questi pesi sono stati appresi con la retropropagazione nel pannello di addestramento: %1 aggiornamenti di Adam (tasso di apprendimento %2, batch di %3, seme %4, weight decay %10 su W_O e W_R), d_model = %5, %6 teste. Su %7 esempi mai visti durante l&apos;addestramento la loss media è %8 e ogni testa dà alle chiavi giuste %9 della sua attenzione.</translation>
    </message>
    <message>
        <source>The vectors are fixed embeddings of the tokens (plus their positions, except in the translation, whose words are found by meaning alone). Training also learnt a readout W_R after W_O that turns each output row into an answer; the lesson stops at W_O. Step to **Weights** to see the pattern the task needs.</source>
        <translation>I vettori sono embedding fissi dei token (più le loro posizioni, tranne nella traduzione, le cui parole si trovano solo per significato). L&apos;addestramento ha appreso anche un readout W_R dopo W_O che trasforma ogni riga dell&apos;output in una risposta; la lezione si ferma a W_O. Vai a **Pesi** per vedere lo schema che il compito richiede.</translation>
    </message>
</context>
<context>
    <name>attn::ComplexityWindow</name>
    <message>
        <source>The cost of attention — AttentionLab</source>
        <translation>Il costo dell&apos;attenzione — AttentionLab</translation>
    </message>
    <message>
        <source>causal mask</source>
        <translation>maschera causale</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Misura</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Save figure…</source>
        <translation>Salva figura…</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Motori</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>(doubling)</source>
        <translation>(raddoppiando)</translation>
    </message>
    <message>
        <source>Sequence length n</source>
        <translation>Lunghezza della sequenza n</translation>
    </message>
    <message>
        <source>d_head</source>
        <translation>d_head</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>teste</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attenzione</translation>
    </message>
    <message>
        <source>sequence length n (tokens)</source>
        <translation>lunghezza della sequenza n (token)</translation>
    </message>
    <message>
        <source>time (ms, median)</source>
        <translation>tempo (ms, mediana)</translation>
    </message>
    <message>
        <source>Save figure</source>
        <translation>Salva figura</translation>
    </message>
    <message>
        <source>Images (*.png *.pdf *.svg)</source>
        <translation>Immagini (*.png *.pdf *.svg)</translation>
    </message>
    <message>
        <source>
Saved %1</source>
        <translation>
Salvato %1</translation>
    </message>
    <message>
        <source>%1: time ∝ n^%2</source>
        <translation>%1: tempo ∝ n^%2</translation>
    </message>
    <message>
        <source>n² reference</source>
        <translation>riferimento n²</translation>
    </message>
    <message>
        <source>%1 at n = %2: %3 ms. The %4 score matrices (n × n per head) would need %5; the tiled path used %6 for Q, K, V and the output plus %7 of working memory.</source>
        <translation>%1 con n = %2: %3 ms. Le %4 matrici dei punteggi (n × n per testa) richiederebbero %5; il calcolo a blocchi ha usato %6 per Q, K, V e l&apos;uscita più %7 di memoria di lavoro.</translation>
    </message>
    <message>
        <source>%1: choose a name ending in .png, .pdf or .svg</source>
        <translation>%1: scegli un nome che finisca in .png, .pdf o .svg</translation>
    </message>
    <message>
        <source>%1: the figure could not be written</source>
        <translation>%1: impossibile scrivere la figura</translation>
    </message>
</context>
<context>
    <name>attn::FigureExportDialog</name>
    <message>
        <source>Export figure</source>
        <translation>Esporta figura</translation>
    </message>
    <message>
        <source>The current stage of the stepper</source>
        <translation>La fase corrente del percorso</translation>
    </message>
    <message>
        <source>Heatmap of the selected head</source>
        <translation>Mappa di calore della testa scelta</translation>
    </message>
    <message>
        <source>Scores of the selected head</source>
        <translation>Punteggi della testa scelta</translation>
    </message>
    <message>
        <source>Every head</source>
        <translation>Tutte le teste</translation>
    </message>
    <message>
        <source>The masks compared</source>
        <translation>Le maschere a confronto</translation>
    </message>
    <message>
        <source>Vectors in 3-D</source>
        <translation>Vettori in 3-D</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>PNG pixels per logical pixel: 2 gives a sharp figure on a high-resolution slide</source>
        <translation>Pixel PNG per pixel logico: 2 dà una figura nitida su una diapositiva ad alta risoluzione</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figura</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Larghezza</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Altezza</translation>
    </message>
    <message>
        <source>Scale (PNG)</source>
        <translation>Scala (PNG)</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Salva…</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <source>A PNG of %1 × %2 pixels; SVG and PDF are vector graphics.</source>
        <translation>Un PNG di %1 × %2 pixel; SVG e PDF sono grafica vettoriale.</translation>
    </message>
</context>
<context>
    <name>attn::FiguresPanel</name>
    <message>
        <source>Weights</source>
        <translation>Pesi</translation>
    </message>
    <message>
        <source>Scores QKᵀ</source>
        <translation>Punteggi QKᵀ</translation>
    </message>
    <message>
        <source>Scaled scores</source>
        <translation>Punteggi scalati</translation>
    </message>
    <message>
        <source>Masked scores</source>
        <translation>Punteggi mascherati</translation>
    </message>
    <message>
        <source>Token vectors x (drag to edit)</source>
        <translation>Vettori dei token x (trascina per modificare)</translation>
    </message>
    <message>
        <source>Queries and keys of the head</source>
        <translation>Query e chiavi della testa</translation>
    </message>
    <message>
        <source>Values of the head</source>
        <translation>Valori della testa</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>Mappa di calore</translation>
    </message>
    <message>
        <source>All heads</source>
        <translation>Tutte le teste</translation>
    </message>
    <message>
        <source>Masks compared</source>
        <translation>Maschere a confronto</translation>
    </message>
    <message>
        <source>Vectors 3-D</source>
        <translation>Vettori 3-D</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Esporta…</translation>
    </message>
    <message>
        <source>Save this figure as PNG, SVG or PDF</source>
        <translation>Salva questa figura come PNG, SVG o PDF</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <source>Copy this figure to the clipboard, as an image and as SVG</source>
        <translation>Copia questa figura negli appunti, come immagine e come SVG</translation>
    </message>
</context>
<context>
    <name>attn::HeatmapPlot</name>
    <message>
        <source>Causal: earlier keys only</source>
        <translation>Causale: solo chiavi precedenti</translation>
    </message>
    <message>
        <source>Bidirectional: every key</source>
        <translation>Bidirezionale: tutte le chiavi</translation>
    </message>
    <message>
        <source>Cross: target queries → source keys</source>
        <translation>Incrociata: query di destinazione → chiavi sorgente</translation>
    </message>
    <message>
        <source>Scores QKᵀ</source>
        <translation>Punteggi QKᵀ</translation>
    </message>
    <message>
        <source>Scaled scores QKᵀ/√d_k</source>
        <translation>Punteggi scalati QKᵀ/√d_k</translation>
    </message>
    <message>
        <source>Scores QKᵀ (scaling is off)</source>
        <translation>Punteggi QKᵀ (divisione disattivata)</translation>
    </message>
    <message>
        <source>Masked scores</source>
        <translation>Punteggi mascherati</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>Pesi di attenzione</translation>
    </message>
    <message>
        <source>%1, head %2 of %3</source>
        <translation>%1, testa %2 di %3</translation>
    </message>
    <message>
        <source>%1, every head</source>
        <translation>%1, tutte le teste</translation>
    </message>
    <message>
        <source>%1 under each mask, head %2</source>
        <translation>%1 con ogni maschera, testa %2</translation>
    </message>
    <message>
        <source>%1 under each mask</source>
        <translation>%1 con ogni maschera</translation>
    </message>
    <message>
        <source>No result</source>
        <translation>Nessun risultato</translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation>Testa %1</translation>
    </message>
    <message>
        <source>keys (source tokens)</source>
        <translation>chiavi (token sorgente)</translation>
    </message>
    <message>
        <source>queries (target tokens)</source>
        <translation>query (token di destinazione)</translation>
    </message>
    <message>
        <source>queries (source tokens)</source>
        <translation>query (token sorgente)</translation>
    </message>
    <message>
        <source>score</source>
        <translation>punteggio</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>peso</translation>
    </message>
    <message>
        <source>Hatched cells are masked: the query may not see that key.</source>
        <translation>Le celle tratteggiate sono mascherate: la query non può vedere quella chiave.</translation>
    </message>
    <message>
        <source>Hatched cells are masked:
the query may not see that key.</source>
        <translation>Le celle tratteggiate sono mascherate:
la query non può vedere quella chiave.</translation>
    </message>
    <message>
        <source>query “%1” → key “%2”</source>
        <translation>query «%1» → chiave «%2»</translation>
    </message>
    <message>
        <source>%1: masked (this query may not see this key)</source>
        <translation>%1: mascherata (questa query non può vedere questa chiave)</translation>
    </message>
</context>
<context>
    <name>attn::MainWindow</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <source>The scenario has changes that are not saved. Save them first?</source>
        <translation>Lo scenario ha modifiche non salvate. Salvarle prima?</translation>
    </message>
    <message>
        <source>AttentionLab</source>
        <translation>AttentionLab</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Salva scenario</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Scenari (*.json)</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>Esporta figura</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG vector graphics (*.svg);;PDF (*.pdf)</source>
        <translation>Immagine PNG (*.png);;Grafica vettoriale SVG (*.svg);;PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figure</translation>
    </message>
    <message>
        <source>Figure copied to the clipboard</source>
        <translation>Figura copiata negli appunti</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;New from lesson</source>
        <translation>&amp;Nuovo da lezione</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Apri scenario</translation>
    </message>
    <message>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>Scenari (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Salva &amp;come…</translation>
    </message>
    <message>
        <source>Re&amp;load from disk</source>
        <translation>Ri&amp;carica dal disco</translation>
    </message>
    <message>
        <source>&amp;Export figure…</source>
        <translation>&amp;Esporta figura…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Ann&amp;ulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>&amp;Stages</source>
        <translation>&amp;Fasi</translation>
    </message>
    <message>
        <source>&amp;Next stage</source>
        <translation>Fase &amp;successiva</translation>
    </message>
    <message>
        <source>&amp;Previous stage</source>
        <translation>Fase &amp;precedente</translation>
    </message>
    <message>
        <source>&amp;First stage</source>
        <translation>P&amp;rima fase</translation>
    </message>
    <message>
        <source>&amp;Last stage</source>
        <translation>&amp;Ultima fase</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>Scenario &amp;editor</source>
        <translation>&amp;Editor dello scenario</translation>
    </message>
    <message>
        <source>Lesson &amp;notes</source>
        <translation>&amp;Note della lezione</translation>
    </message>
    <message>
        <source>&amp;Figures</source>
        <translation>&amp;Figure</translation>
    </message>
    <message>
        <source>Heatmap &amp;palette</source>
        <translation>&amp;Tavolozza delle mappe</translation>
    </message>
    <message>
        <source>&amp;Lecture mode</source>
        <translation>Modalità &amp;lezione</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Schermo intero</translation>
    </message>
    <message>
        <source>&amp;Larger text</source>
        <translation>Testo più &amp;grande</translation>
    </message>
    <message>
        <source>&amp;Smaller text</source>
        <translation>Testo più &amp;piccolo</translation>
    </message>
    <message>
        <source>The &amp;cost of attention (O(n² d))…</source>
        <translation>Il &amp;costo dell&apos;attenzione (O(n² d))…</translation>
    </message>
    <message>
        <source>&amp;Engine</source>
        <translation>&amp;Motore</translation>
    </message>
    <message>
        <source>%1 — unavailable: %2</source>
        <translation>%1 — non disponibile: %2</translation>
    </message>
    <message>
        <source>Stepper</source>
        <translation>Percorso</translation>
    </message>
    <message>
        <source> Head </source>
        <translation> Testa </translation>
    </message>
    <message>
        <source>  Decimals </source>
        <translation>  Decimali </translation>
    </message>
    <message>
        <source>The figure was not saved:
%1</source>
        <translation>La figura non è stata salvata:
%1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Salvato %1</translation>
    </message>
    <message>
        <source>Lecture mode: Page Down and Page Up step through the stages and on to the next lesson; Esc leaves</source>
        <translation>Modalità lezione: Pagina giù e Pagina su percorrono le fasi e passano alla lezione successiva; Esc per uscire</translation>
    </message>
    <message>
        <source>Numbers from the %1 engine</source>
        <translation>Numeri dal motore %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Senza titolo</translation>
    </message>
    <message>
        <source>This file cannot be opened:
%1</source>
        <translation>Impossibile aprire questo file:
%1</translation>
    </message>
    <message>
        <source>This file cannot be reloaded:
%1</source>
        <translation>Impossibile ricaricare questo file:
%1</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>La lingua del sistema</translation>
    </message>
    <message>
        <source>The language changes when AttentionLab starts again.</source>
        <translation>La lingua cambia al prossimo avvio di AttentionLab.</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Recupera le modifiche non salvate</translation>
    </message>
    <message>
        <source>AttentionLab closed before “%1” was saved. Its changes of %2 were kept. Recover them?</source>
        <translation>AttentionLab si è chiuso prima che «%1» fosse salvato. Le sue modifiche del %2 sono state conservate. Recuperarle?</translation>
    </message>
    <message>
        <source>Recovered the unsaved changes</source>
        <translation>Modifiche non salvate recuperate</translation>
    </message>
    <message>
        <source>Large scenario</source>
        <translation>Scenario grande</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Calcolo in corso…</translation>
    </message>
    <message>
        <source>Compute &amp;again</source>
        <translation>&amp;Ricalcola</translation>
    </message>
    <message>
        <source>This scenario has %1 tokens and %2 heads. Computing and showing every stage needs about %3 of memory and %4 billion operations, which may take a while; the window stays usable and Esc cancels. Open it?</source>
        <translation>Questo scenario ha %1 token e %2 teste. Calcolare e mostrare ogni passaggio richiede circa %3 di memoria e %4 miliardi di operazioni, e può richiedere tempo; la finestra resta utilizzabile ed Esc annulla. Aprirlo?</translation>
    </message>
    <message>
        <source>Watch attention &amp;learn (train on a toy task)…</source>
        <translation>Guarda l&apos;attenzione &amp;imparare (addestra su un compito giocattolo)…</translation>
    </message>
    <message>
        <source>The trained layer is open as a new lesson: step through it, or save it.</source>
        <translation>Il layer addestrato è aperto come nuova lezione: percorrilo passo per passo o salvalo.</translation>
    </message>
</context>
<context>
    <name>attn::MatrixEditor</name>
    <message>
        <source>Paste block</source>
        <translation>Incolla blocco</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <source>Cannot paste: %1</source>
        <translation>Impossibile incollare: %1</translation>
    </message>
    <message>
        <source>Paste %1 x %2 block</source>
        <translation>Incolla blocco %1 x %2</translation>
    </message>
</context>
<context>
    <name>attn::MatrixTableModel</name>
    <message>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <source>Rename token</source>
        <translation>Rinomina token</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a number (write it like %3)</source>
        <translation>%1: &apos;%2&apos; non è un numero (scrivilo come %3)</translation>
    </message>
</context>
<context>
    <name>attn::MatrixView</name>
    <message>
        <source>%1: unknown format; use .tex, .csv or .md</source>
        <translation>%1: formato sconosciuto; usa .tex, .csv o .md</translation>
    </message>
    <message>
        <source>Copy as LaTeX (bmatrix)</source>
        <translation>Copia come LaTeX (bmatrix)</translation>
    </message>
    <message>
        <source>Copy as Markdown table</source>
        <translation>Copia come tabella Markdown</translation>
    </message>
    <message>
        <source>Copy as CSV (full precision)</source>
        <translation>Copia come CSV (precisione completa)</translation>
    </message>
    <message>
        <source>Save numbers as…</source>
        <translation>Salva i numeri come…</translation>
    </message>
    <message>
        <source>Save numbers</source>
        <translation>Salva i numeri</translation>
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
        <translation>righe %1–%2 di %3, colonne %4–%5 di %6 (rotellina, Maiusc+rotellina)</translation>
    </message>
</context>
<context>
    <name>attn::ScenarioDocument</name>
    <message>
        <source>expected a finite number</source>
        <translation>atteso un numero finito</translation>
    </message>
    <message>
        <source>no such entry</source>
        <translation>elemento inesistente</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>Modifica %1</translation>
    </message>
    <message>
        <source>%1: there is no target sequence</source>
        <translation>%1: non c&apos;è una sequenza di destinazione</translation>
    </message>
    <message>
        <source>%1.vectors[%2]: no such vector</source>
        <translation>%1.vectors[%2]: vettore inesistente</translation>
    </message>
    <message>
        <source>%1.vectors[%2][%3]: expected a finite number</source>
        <translation>%1.vectors[%2][%3]: atteso un numero finito</translation>
    </message>
    <message>
        <source>The %1 engine failed (%2); the CPU engine computes instead.</source>
        <translation>Il motore %1 non è riuscito (%2); calcola invece il motore CPU.</translation>
    </message>
    <message>
        <source>%1 differs from the CPU engine by %2 at %3</source>
        <translation>%1 differisce dal motore CPU di %2 in %3</translation>
    </message>
    <message>
        <source>The %1 engine is unavailable (%2); the CPU engine computes instead.</source>
        <translation>Il motore %1 non è disponibile (%2); calcola al suo posto il motore CPU.</translation>
    </message>
    <message>
        <source>computing was cancelled; choose View › Compute again (Ctrl+R) to see the numbers</source>
        <translation>calcolo annullato; scegli Vista › Ricalcola (Ctrl+R) per vedere i numeri</translation>
    </message>
    <message>
        <source>this machine has not enough memory for every stage of this scenario: use fewer tokens or heads</source>
        <translation>questa macchina non ha memoria sufficiente per ogni passaggio di questo scenario: usa meno token o teste</translation>
    </message>
</context>
<context>
    <name>attn::ScenarioEditorPanel</name>
    <message>
        <source>Untitled scenario</source>
        <translation>Scenario senza titolo</translation>
    </message>
    <message>
        <source>Cross attention (encoder–decoder)</source>
        <translation>Attenzione incrociata (encoder–decoder)</translation>
    </message>
    <message>
        <source>Causal self-attention</source>
        <translation>Auto-attenzione causale</translation>
    </message>
    <message>
        <source>Bidirectional self-attention</source>
        <translation>Auto-attenzione bidirezionale</translation>
    </message>
    <message>
        <source>Divide scores by √d_k</source>
        <translation>Dividi i punteggi per √d_k</translation>
    </message>
    <message>
        <source>Softmax temperature T: below 1 sharpens the weights, above 1 flattens them.</source>
        <translation>Temperatura T della softmax: sotto 1 rende i pesi più netti, sopra 1 li appiattisce.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titolo</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attenzione</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <source>d_model</source>
        <translation>d_model</translation>
    </message>
    <message>
        <source>Source tokens (keys and values)</source>
        <translation>Token sorgente (chiavi e valori)</translation>
    </message>
    <message>
        <source>Target tokens (queries)</source>
        <translation>Token di destinazione (query)</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>Identità</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <source>Seeded random numbers: the same seed gives the same weights.</source>
        <translation>Numeri casuali con seme: lo stesso seme dà gli stessi pesi.</translation>
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
        <translation>Teste</translation>
    </message>
    <message>
        <source>Number of heads</source>
        <translation>Numero di teste</translation>
    </message>
    <message>
        <source>Head shown</source>
        <translation>Testa mostrata</translation>
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
        <translation>Dimensione della testa</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>seme</translation>
    </message>
    <message>
        <source>Set all weights</source>
        <translation>Imposta tutti i pesi</translation>
    </message>
    <message>
        <source>Change title</source>
        <translation>Cambia titolo</translation>
    </message>
    <message>
        <source>Change attention mode</source>
        <translation>Cambia tipo di attenzione</translation>
    </message>
    <message>
        <source>Switch scaling</source>
        <translation>Attiva/disattiva la divisione</translation>
    </message>
    <message>
        <source>Change temperature</source>
        <translation>Cambia temperatura</translation>
    </message>
    <message>
        <source>Change d_model</source>
        <translation>Cambia d_model</translation>
    </message>
    <message>
        <source>Change number of heads</source>
        <translation>Cambia numero di teste</translation>
    </message>
    <message>
        <source>Change head size</source>
        <translation>Cambia dimensione della testa</translation>
    </message>
    <message>
        <source>Set weights to identity</source>
        <translation>Imposta i pesi all&apos;identità</translation>
    </message>
    <message>
        <source>Set random weights</source>
        <translation>Imposta pesi casuali</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>Non modificato: %1</translation>
    </message>
    <message>
        <source>Add token</source>
        <translation>Aggiungi token</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nuovo</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Remove token</source>
        <translation>Rimuovi token</translation>
    </message>
    <message>
        <source>A sequence keeps at least one token.</source>
        <translation>Una sequenza conserva almeno un token.</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Sposta su</translation>
    </message>
    <message>
        <source>Move token</source>
        <translation>Sposta token</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Sposta giù</translation>
    </message>
</context>
<context>
    <name>attn::StageView</name>
    <message>
        <source>… (%1 terms)</source>
        <translation>… (%1 termini)</translation>
    </message>
    <message>
        <source>%1 — head %2 of %3</source>
        <translation>%1 — testa %2 di %3</translation>
    </message>
    <message>
        <source>Nothing to show: %1</source>
        <translation>Niente da mostrare: %1</translation>
    </message>
    <message>
        <source>X target (queries)</source>
        <translation>X destinazione (query)</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>X source (keys, values)</source>
        <translation>X sorgente (chiavi, valori)</translation>
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
        <translation>Q (query)</translation>
    </message>
    <message>
        <source>K (keys)</source>
        <translation>K (chiavi)</translation>
    </message>
    <message>
        <source>V (values)</source>
        <translation>V (valori)</translation>
    </message>
    <message>
        <source>Scores Q Kᵀ</source>
        <translation>Punteggi Q Kᵀ</translation>
    </message>
    <message>
        <source>Scaled scores</source>
        <translation>Punteggi scalati</translation>
    </message>
    <message>
        <source>Scores (not scaled)</source>
        <translation>Punteggi (non scalati)</translation>
    </message>
    <message>
        <source>Masked scores</source>
        <translation>Punteggi mascherati</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>Pesi di attenzione</translation>
    </message>
    <message>
        <source>Head output Z</source>
        <translation>Uscita della testa Z</translation>
    </message>
    <message>
        <source>Z%1</source>
        <translation>Z%1</translation>
    </message>
    <message>
        <source>Concatenation</source>
        <translation>Concatenazione</translation>
    </message>
    <message>
        <source>W_O</source>
        <translation>W_O</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Uscita</translation>
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
        <translation>&apos;%1&apos; non può vedere &apos;%2&apos;, che viene dopo: −∞, quindi il suo peso sarà 0</translation>
    </message>
    <message>
        <source>&apos;%1&apos; may see &apos;%2&apos;: %3</source>
        <translation>&apos;%1&apos; può vedere &apos;%2&apos;: %3</translation>
    </message>
    <message>
        <source>masked: weight exactly 0</source>
        <translation>mascherato: peso esattamente 0</translation>
    </message>
    <message>
        <source> / T</source>
        <translation> / T</translation>
    </message>
    <message>
        <source>e&lt;sup&gt;(s − max)%1&lt;/sup&gt; = e&lt;sup&gt;(%2 − %3)%1&lt;/sup&gt; = %4&lt;br&gt;row sum of these = %5&lt;br&gt;weight = %4 / %5 = %6</source>
        <translation>e&lt;sup&gt;(s − max)%1&lt;/sup&gt; = e&lt;sup&gt;(%2 − %3)%1&lt;/sup&gt; = %4&lt;br&gt;somma della riga = %5&lt;br&gt;peso = %4 / %5 = %6</translation>
    </message>
    <message>
        <source>Σ weight × value = </source>
        <translation>Σ peso × valore = </translation>
    </message>
    <message>
        <source>concat row × W_O column = </source>
        <translation>riga di concat × colonna di W_O = </translation>
    </message>
    <message>
        <source>x row × W column = </source>
        <translation>riga di x × colonna di W = </translation>
    </message>
    <message>
        <source>Computing every stage of %1 tokens and %2 heads… (Esc cancels)</source>
        <translation>Calcolo di ogni passaggio per %1 token e %2 teste… (Esc annulla)</translation>
    </message>
</context>
<context>
    <name>attn::TrainingWindow</name>
    <message>
        <source>Watch attention learn — AttentionLab</source>
        <translation>Guarda l&apos;attenzione imparare — AttentionLab</translation>
    </message>
    <message>
        <source>AdamW weight decay on W_O and W_R. At 0 the readout can lower the loss by growing its weights, and the attention stays less sharp.</source>
        <translation>Weight decay di AdamW su W_O e W_R. A 0 il readout può ridurre la loss facendo crescere i suoi pesi, e l&apos;attenzione resta meno netta.</translation>
    </message>
    <message>
        <source>slow: 2 updates a second</source>
        <translation>lento: 2 aggiornamenti al secondo</translation>
    </message>
    <message>
        <source>watchable: 10 updates a second</source>
        <translation>da seguire: 10 aggiornamenti al secondo</translation>
    </message>
    <message>
        <source>brisk: 50 updates a second</source>
        <translation>svelto: 50 aggiornamenti al secondo</translation>
    </message>
    <message>
        <source>as fast as it goes</source>
        <translation>alla massima velocità</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Compito</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Lunghezza della sequenza</translation>
    </message>
    <message>
        <source>d_model</source>
        <translation>d_model</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Teste</translation>
    </message>
    <message>
        <source>Learning rate (Adam)</source>
        <translation>Tasso di apprendimento (Adam)</translation>
    </message>
    <message>
        <source>Weight decay on W_O, W_R</source>
        <translation>Weight decay su W_O, W_R</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seme</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Ritmo</translation>
    </message>
    <message>
        <source>Stop after</source>
        <translation>Fermati dopo</translation>
    </message>
    <message>
        <source>Task and layer</source>
        <translation>Compito e layer</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Addestra</translation>
    </message>
    <message>
        <source>One update</source>
        <translation>Un aggiornamento</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Azzera</translation>
    </message>
    <message>
        <source>Take into lesson</source>
        <translation>Porta nella lezione</translation>
    </message>
    <message>
        <source>Open the trained W_Q, W_K, W_V and W_O in the main window and step through them.</source>
        <translation>Apri W_Q, W_K, W_V e W_O addestrati nella finestra principale e percorrili passo per passo.</translation>
    </message>
    <message>
        <source>update</source>
        <translation>aggiornamento</translation>
    </message>
    <message>
        <source>loss (cross-entropy)</source>
        <translation>loss (entropia incrociata)</translation>
    </message>
    <message>
        <source>attention on the right keys</source>
        <translation>attenzione sulle chiavi giuste</translation>
    </message>
    <message>
        <source>loss of each batch</source>
        <translation>loss di ogni batch</translation>
    </message>
    <message>
        <source>weight on the right keys (best head, held-out)</source>
        <translation>peso sulle chiavi giuste (testa migliore, esempi esclusi)</translation>
    </message>
    <message>
        <source>Head shown</source>
        <translation>Testa mostrata</translation>
    </message>
    <message>
        <source>The made-up sentences always have %1 words.</source>
        <translation>Le frasi inventate hanno sempre %1 parole.</translation>
    </message>
    <message>
        <source>head %1: %2</source>
        <translation>testa %1: %2</translation>
    </message>
    <message>
        <source>Update %1 (stops at %2)</source>
        <translation>Aggiornamento %1 (si ferma a %2)</translation>
    </message>
    <message>
        <source>Loss of the last batch: %1</source>
        <translation>Loss dell&apos;ultimo batch: %1</translation>
    </message>
    <message>
        <source>On %1 held-out examples: loss %2, answers right %3</source>
        <translation>Su %1 esempi esclusi: loss %2, risposte giuste %3</translation>
    </message>
    <message>
        <source>Attention on the right keys: %1</source>
        <translation>Attenzione sulle chiavi giuste: %1</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
</context>
<context>
    <name>attn::VectorView</name>
    <message>
        <source>Click two arrows to compare them.</source>
        <translation>Fai clic su due frecce per confrontarle.</translation>
    </message>
    <message>
        <source>Click two arrows to compare them. These follow from the token vectors: drag those to move them.</source>
        <translation>Fai clic su due frecce per confrontarle. Questi vettori derivano dai vettori dei token: trascina quelli per spostarli.</translation>
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
        <translation>a·b = %1; un vettore nullo non ha direzione, quindi nessun angolo</translation>
    </message>
    <message>
        <source>a·b is the score S[%1][%2] of head %3</source>
        <translation>a·b è il punteggio S[%1][%2] della testa %3</translation>
    </message>
    <message>
        <source> of head %1</source>
        <translation> della testa %1</translation>
    </message>
    <message>
        <source>Token vectors x (d_model = %1)</source>
        <translation>Vettori dei token x (d_model = %1)</translation>
    </message>
    <message>
        <source>Queries q and keys k%1 (d_k = %2)</source>
        <translation>Query q e chiavi k%1 (d_k = %2)</translation>
    </message>
    <message>
        <source>Values v%1 (d_v = %2)</source>
        <translation>Valori v%1 (d_v = %2)</translation>
    </message>
    <message>
        <source>PC1</source>
        <translation>CP1</translation>
    </message>
    <message>
        <source>PC2</source>
        <translation>CP2</translation>
    </message>
    <message>
        <source>PC3</source>
        <translation>CP3</translation>
    </message>
    <message>
        <source>A projection to 3-D onto the principal directions: it keeps %1 % of the variance (about the origin).</source>
        <translation>Una proiezione in 3-D sulle direzioni principali: conserva il %1 % della varianza (rispetto all&apos;origine).</translation>
    </message>
    <message>
        <source>The vectors have %1 dimensions: the missing axes stay at 0.</source>
        <translation>I vettori hanno %1 dimensioni: gli assi mancanti restano a 0.</translation>
    </message>
    <message>
        <source>No vectors to show: the scenario has a problem.</source>
        <translation>Nessun vettore da mostrare: lo scenario ha un problema.</translation>
    </message>
</context>
</TS>
