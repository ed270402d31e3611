<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AttentionLinesPicture</name>
    <message>
        <location filename="../ui/render/AttentionLinesPicture.cpp" line="92"/>
        <source>A line for each query–key pair: the larger the weight, the thicker and darker the line (weights under %1 are not drawn).</source>
        <translation>Eine Linie für jedes Paar aus Query und Key: je größer das Gewicht, desto dicker und dunkler die Linie (Gewichte unter %1 werden nicht gezeichnet).</translation>
    </message>
    <message>
        <location filename="../ui/render/AttentionLinesPicture.cpp" line="149"/>
        <source>Labels: one token in %1 (too many to name each).</source>
        <translation>Beschriftung: jedes %1. Token (zu viele, um jedes zu nennen).</translation>
    </message>
</context>
<context>
    <name>BytePairTokenizer</name>
    <message>
        <location filename="../core/model/BytePairTokenizer.cpp" line="85"/>
        <source>vocabulary</source>
        <translation>Vokabular</translation>
    </message>
    <message>
        <location filename="../core/model/BytePairTokenizer.cpp" line="94"/>
        <source>expected an object from token to id</source>
        <translation>erwartet ein Objekt, das jedem Token seine ID zuordnet</translation>
    </message>
    <message>
        <location filename="../core/model/BytePairTokenizer.cpp" line="105"/>
        <source>token &apos;%1&apos;: its id must be a whole number from 0 to %2 (config.json&apos;s vocab_size - 1)</source>
        <translation>Token „%1“: seine ID muss eine ganze Zahl von 0 bis %2 sein (vocab_size - 1 aus config.json)</translation>
    </message>
    <message>
        <location filename="../core/model/BytePairTokenizer.cpp" line="111"/>
        <source>token &apos;%1&apos; holds &apos;%2&apos;, which stands for no byte in GPT-2&apos;s byte-level vocabulary</source>
        <translation>Token „%1“ enthält „%2“, das im Byte-Vokabular von GPT-2 für kein Byte steht</translation>
    </message>
    <message>
        <location filename="../core/model/BytePairTokenizer.cpp" line="115"/>
        <source>tokens &apos;%1&apos; and &apos;%2&apos; have the same id %3</source>
        <translation>die Tokens „%1“ und „%2“ haben dieselbe ID %3</translation>
    </message>
    <message>
        <location filename="../core/model/BytePairTokenizer.cpp" line="123"/>
        <source>merges file</source>
        <translation>Datei der Verschmelzungen</translation>
    </message>
    <message>
        <location filename="../core/model/BytePairTokenizer.cpp" line="137"/>
        <source>line %1: expected two pieces separated by one space, found &apos;%2&apos;</source>
        <translation>Zeile %1: erwartet wurden zwei Teile, durch ein Leerzeichen getrennt, gefunden „%2“</translation>
    </message>
    <message>
        <location filename="../core/model/BytePairTokenizer.cpp" line="143"/>
        <source>line %1: more merges than config.json&apos;s vocab_size (%2); each merge makes one token of the vocabulary</source>
        <translation>Zeile %1: mehr Verschmelzungen als vocab_size in config.json (%2); jede Verschmelzung ergibt ein Token des Vokabulars</translation>
    </message>
    <message>
        <location filename="../core/model/BytePairTokenizer.cpp" line="242"/>
        <source>a word of %1 bytes without a space; words of up to %2 are tokenized</source>
        <translation>ein Wort von %1 Bytes ohne Leerzeichen; Wörter bis %2 Bytes werden in Tokens zerlegt</translation>
    </message>
    <message>
        <location filename="../core/model/BytePairTokenizer.cpp" line="255"/>
        <source>vocab.json has no token for &apos;%1&apos; (from the word &apos;%2&apos;)</source>
        <translation>vocab.json hat kein Token für „%1“ (aus dem Wort „%2“)</translation>
    </message>
</context>
<context>
    <name>CheckpointFiles</name>
    <message>
        <location filename="../core/model/CheckpointFiles.cpp" line="37"/>
        <source>a safetensors checkpoint</source>
        <translation>ein safetensors-Checkpoint</translation>
    </message>
    <message>
        <location filename="../core/model/CheckpointFiles.cpp" line="40"/>
        <source>a model&apos;s configuration (config.json)</source>
        <translation>die Konfiguration eines Modells (config.json)</translation>
    </message>
    <message>
        <location filename="../core/model/CheckpointFiles.cpp" line="41"/>
        <source>a checkpoint&apos;s index of shards</source>
        <translation>der Index der Teile eines Checkpoints</translation>
    </message>
    <message>
        <location filename="../core/model/CheckpointFiles.cpp" line="42"/>
        <location filename="../core/model/CheckpointFiles.cpp" line="43"/>
        <source>a tokenizer&apos;s vocabulary</source>
        <translation>das Vokabular eines Tokenizers</translation>
    </message>
    <message>
        <location filename="../core/model/CheckpointFiles.cpp" line="44"/>
        <source>a tokenizer&apos;s merges</source>
        <translation>die Verschmelzungen eines Tokenizers</translation>
    </message>
    <message>
        <location filename="../core/model/CheckpointFiles.cpp" line="45"/>
        <source>a tokenizer</source>
        <translation>ein Tokenizer</translation>
    </message>
    <message>
        <location filename="../core/model/CheckpointFiles.cpp" line="46"/>
        <source>a tokenizer&apos;s configuration</source>
        <translation>die Konfiguration eines Tokenizers</translation>
    </message>
    <message>
        <location filename="../core/model/CheckpointFiles.cpp" line="47"/>
        <location filename="../core/model/CheckpointFiles.cpp" line="52"/>
        <source>a SentencePiece tokenizer</source>
        <translation>ein SentencePiece-Tokenizer</translation>
    </message>
    <message>
        <location filename="../core/model/CheckpointFiles.cpp" line="55"/>
        <source>a model&apos;s weights (.%1)</source>
        <translation>die Gewichte eines Modells (.%1)</translation>
    </message>
</context>
<context>
    <name>ColourPalettes</name>
    <message>
        <location filename="../ui/render/ColourPalettes.cpp" line="37"/>
        <source>Viridis (colour-blind safe)</source>
        <translation>Viridis (für Farbenblinde geeignet)</translation>
    </message>
    <message>
        <location filename="../ui/render/ColourPalettes.cpp" line="39"/>
        <source>Cividis (colour-blind safe, blue–yellow)</source>
        <translation>Cividis (für Farbenblinde geeignet, blau–gelb)</translation>
    </message>
    <message>
        <location filename="../ui/render/ColourPalettes.cpp" line="41"/>
        <source>High contrast (projector)</source>
        <translation>Hoher Kontrast (Beamer)</translation>
    </message>
</context>
<context>
    <name>CpuEngine</name>
    <message>
        <location filename="../core/cpu/CpuEngine.cpp" line="36"/>
        <source>Eigen %1.%2.%3, float32, %4 threads, kernels for %5</source>
        <translation>Eigen %1.%2.%3, float32, %4 Threads, Kernels für %5</translation>
    </message>
</context>
<context>
    <name>EditorPlace</name>
    <message>
        <location filename="../core/scenario/EditorPlace.cpp" line="22"/>
        <source>target token %1</source>
        <translation>Ziel-Token %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/EditorPlace.cpp" line="22"/>
        <source>source token %1</source>
        <translation>Quell-Token %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/EditorPlace.cpp" line="26"/>
        <source>%1 “%2”</source>
        <translation>%1 „%2“</translation>
    </message>
    <message>
        <location filename="../core/scenario/EditorPlace.cpp" line="39"/>
        <source>%1, dimension %2</source>
        <translation>%1, Dimension %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/EditorPlace.cpp" line="41"/>
        <source>P of the target</source>
        <translation>P des Ziels</translation>
    </message>
    <message>
        <location filename="../core/scenario/EditorPlace.cpp" line="43"/>
        <source>%1 of head %2</source>
        <translation>%1 von Kopf %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/EditorPlace.cpp" line="47"/>
        <source>%1, entry %2</source>
        <translation>%1, Eintrag %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/EditorPlace.cpp" line="49"/>
        <source>%1, row %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/EditorPlace.cpp" line="50"/>
        <source>%1, row %2, column %3</source>
        <translation>%1, Zeile %2, Spalte %3</translation>
    </message>
    <message>
        <location filename="../core/scenario/EditorPlace.cpp" line="76"/>
        <source>head %1</source>
        <translation>Kopf %1</translation>
    </message>
</context>
<context>
    <name>EntryName</name>
    <message>
        <location filename="../ui/document/EntryName.cpp" line="26"/>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location filename="../ui/document/EntryName.cpp" line="27"/>
        <source>%1 (row %2)</source>
        <translation>%1 (Zeile %2)</translation>
    </message>
    <message>
        <location filename="../ui/document/EntryName.cpp" line="29"/>
        <source>%1, dimension %2</source>
        <translation>%1, Dimension %2</translation>
    </message>
    <message>
        <location filename="../ui/document/EntryName.cpp" line="32"/>
        <source>P of the target</source>
        <translation>P des Ziels</translation>
    </message>
    <message>
        <location filename="../ui/document/EntryName.cpp" line="34"/>
        <source>%1 of head %2</source>
        <translation>%1 von Kopf %2</translation>
    </message>
    <message>
        <location filename="../ui/document/EntryName.cpp" line="37"/>
        <source>%1, entry %2</source>
        <translation>%1, Eintrag %2</translation>
    </message>
    <message>
        <location filename="../ui/document/EntryName.cpp" line="38"/>
        <source>%1, row %2, column %3</source>
        <translation>%1, Zeile %2, Spalte %3</translation>
    </message>
    <message>
        <location filename="../ui/document/EntryName.cpp" line="43"/>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
</context>
<context>
    <name>FigureExport</name>
    <message>
        <location filename="../ui/render/FigureExport.cpp" line="88"/>
        <source>%1: the figure must be at least 16×16 pixels</source>
        <translation>%1: Die Abbildung muss mindestens 16×16 Pixel groß sein</translation>
    </message>
    <message>
        <location filename="../ui/render/FigureExport.cpp" line="95"/>
        <source>%1: the image could not be encoded as PNG</source>
        <translation>%1: Das Bild konnte nicht als PNG kodiert werden</translation>
    </message>
    <message>
        <location filename="../ui/render/FigureExport.cpp" line="101"/>
        <source>%1: unknown figure format; use .png, .svg or .pdf</source>
        <translation>%1: Unbekanntes Format; verwenden Sie .png, .svg oder .pdf</translation>
    </message>
    <message>
        <location filename="../ui/render/FigureExport.cpp" line="105"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Gpt2Checkpoint</name>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="40"/>
        <source>model configuration</source>
        <translation>Modellkonfiguration</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="59"/>
        <source>model_type is &apos;%1&apos;; this program reads GPT-2 checkpoints (&quot;gpt2&quot;)</source>
        <translation>model_type ist „%1“; dieses Programm liest GPT-2-Checkpoints (&quot;gpt2&quot;)</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="63"/>
        <source>%1 is missing</source>
        <translation>%1 fehlt</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="66"/>
        <source>%1 must be a whole number from %2 to %3</source>
        <translation>%1 muss eine ganze Zahl von %2 bis %3 sein</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="78"/>
        <source>n_embd (%1) must be a multiple of n_head (%2), each head taking n_embd / n_head</source>
        <translation>n_embd (%1) muss ein Vielfaches von n_head (%2) sein, da jeder Kopf n_embd / n_head nimmt</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="85"/>
        <source>layer_norm_epsilon must be a number above 0 and at most 1</source>
        <translation>layer_norm_epsilon muss eine Zahl über 0 und höchstens 1 sein</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="95"/>
        <source>activation_function &apos;%1&apos; is not one this program computes (gelu_new, gelu_pytorch_tanh, gelu)</source>
        <translation>activation_function „%1“ ist keine, die dieses Programm berechnet (gelu_new, gelu_pytorch_tanh, gelu)</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="120"/>
        <source>has no tensor &apos;%1&apos; (nor &apos;%2&apos;)</source>
        <translation>hat keinen Tensor „%1“ (auch nicht „%2“)</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="125"/>
        <source>tensor &apos;%1&apos; has shape %2, but config.json&apos;s sizes need %3</source>
        <translation>Tensor „%1“ hat die Form %2, aber die Größen aus config.json verlangen %3</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="130"/>
        <source>tensor &apos;%1&apos; holds %2; weights must be F32, F16 or BF16</source>
        <translation>Tensor „%1“ enthält %2; Gewichte müssen F32, F16 oder BF16 sein</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="147"/>
        <source>tensor &apos;%1&apos; holds %2 at [%3, %4]; weights must be finite numbers</source>
        <translation>Tensor „%1“ enthält %2 bei [%3, %4]; Gewichte müssen endliche Zahlen sein</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="219"/>
        <source>the checkpoint folder&apos;s name is empty</source>
        <translation>der Name des Checkpoint-Ordners ist leer</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="223"/>
        <source>is a file, not a checkpoint folder (a folder of config.json, model.safetensors, vocab.json and merges.txt)</source>
        <translation>ist eine Datei, kein Checkpoint-Ordner (ein Ordner mit config.json, model.safetensors, vocab.json und merges.txt)</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="226"/>
        <source>no such folder</source>
        <translation>diesen Ordner gibt es nicht</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="251"/>
        <source>%1: its weights as float32</source>
        <translation>%1: seine Gewichte als float32</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="276"/>
        <source>tensor &apos;%1&apos; is beyond n_layer %2 of config.json (blocks h.0 to h.%3); the configuration and the weights disagree</source>
        <translation>Tensor „%1“ liegt jenseits von n_layer %2 aus config.json (Blöcke h.0 bis h.%3); Konfiguration und Gewichte passen nicht zusammen</translation>
    </message>
</context>
<context>
    <name>HeatmapPicture</name>
    <message>
        <location filename="../ui/render/HeatmapPicture.cpp" line="195"/>
        <source>%1, symmetric about 0</source>
        <translation>%1, symmetrisch um 0</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapPicture.cpp" line="198"/>
        <source>%1, 0 to 1</source>
        <translation>%1, 0 bis 1</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapPicture.cpp" line="200"/>
        <source>%1, each row from its least to its largest</source>
        <translation>%1, jede Zeile vom kleinsten zum größten</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapPicture.cpp" line="202"/>
        <source>%1, least to largest shown</source>
        <translation>%1, vom kleinsten zum größten gezeigten</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapPicture.cpp" line="573"/>
        <source>least</source>
        <translation>kleinster</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapPicture.cpp" line="573"/>
        <source>largest</source>
        <translation>größter</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapPicture.cpp" line="694"/>
        <source>Labels: one key in %1 and one query in %2 (too many to name each).</source>
        <translation>Beschriftet: jeder %1. Key und jede %2. Query (zu viele, um alle zu benennen).</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapPicture.cpp" line="696"/>
        <source>Labels: one key in %1 (too many to name each).</source>
        <translation>Beschriftet: jeder %1. Key (zu viele, um alle zu benennen).</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapPicture.cpp" line="697"/>
        <source>Labels: one query in %1 (too many to name each).</source>
        <translation>Beschriftet: jede %1. Query (zu viele, um alle zu benennen).</translation>
    </message>
</context>
<context>
    <name>JsonReading</name>
    <message>
        <location filename="../core/scenario/JsonChecks.cpp" line="107"/>
        <source>the key is given twice in one object; keep one</source>
        <translation>der Schlüssel steht zweimal im selben Objekt; behalten Sie einen</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="46"/>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="48"/>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="50"/>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="52"/>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="54"/>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="58"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="64"/>
        <source>expected an object, found %1</source>
        <translation>erwartet ein Objekt, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="71"/>
        <source>expected %1, found %2</source>
        <translation>erwartet %1, gefunden: %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="78"/>
        <source>expected a finite number, found %1</source>
        <translation>erwartet eine endliche Zahl, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="80"/>
        <source>%1 is beyond float32&apos;s range (the engines compute in float32: at most ±%2)</source>
        <translation>%1 liegt außerhalb des Bereichs von float32 (die Engines rechnen in float32: höchstens ±%2)</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="88"/>
        <source>an array of rows</source>
        <translation>ein Array von Zeilen</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="90"/>
        <source>expected at least one row</source>
        <translation>erwartet mindestens eine Zeile</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="95"/>
        <source>an array of numbers</source>
        <translation>ein Array von Zahlen</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="99"/>
        <source>expected at least one number</source>
        <translation>erwartet mindestens eine Zahl</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="105"/>
        <source>has %1, but %2 has %3: every row needs the same count</source>
        <translation>hat %1, aber %2 hat %3: jede Zeile braucht gleich viele</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="119"/>
        <source>expected a whole number from %1 to %2, found %3</source>
        <translation>erwartet eine ganze Zahl von %1 bis %2, gefunden: %3</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="129"/>
        <source>expected a string, found %1</source>
        <translation>erwartet eine Zeichenkette, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="137"/>
        <source>expected %1 x %2 numbers, found %3 x %4</source>
        <translation>erwartet %1 x %2 Zahlen, gefunden %3 x %4</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="174"/>
        <source>the file ends before the object&apos;s closing &quot;}&quot;</source>
        <translation>die Datei endet vor dem &quot;}&quot;, das das Objekt schließt</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="175"/>
        <source>expected &quot;,&quot; before the next &quot;key&quot;, or &quot;}&quot; to close the object</source>
        <translation>erwartet &quot;,&quot; vor dem nächsten &quot;Schlüssel&quot; oder &quot;}&quot;, das das Objekt schließt</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="177"/>
        <source>the file ends before the array&apos;s closing &quot;]&quot;</source>
        <translation>die Datei endet vor dem &quot;]&quot;, das das Array schließt</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="179"/>
        <source>expected &quot;,&quot; between two values of the array, or &quot;]&quot; to close it</source>
        <translation>erwartet &quot;,&quot; zwischen zwei Werten des Arrays oder &quot;]&quot;, das es schließt</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="181"/>
        <source>expected &quot;:&quot; between the key and its value</source>
        <translation>erwartet &quot;:&quot; zwischen dem Schlüssel und seinem Wert</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="183"/>
        <source>expected a value; JSON allows no &quot;,&quot; before &quot;]&quot; or &quot;}&quot;</source>
        <translation>erwartet einen Wert; JSON erlaubt kein &quot;,&quot; vor &quot;]&quot; oder &quot;}&quot;</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="185"/>
        <source>expected a number, a &quot;string&quot;, true, false, null, [ or {</source>
        <translation>erwartet eine Zahl, eine &quot;Zeichenkette&quot;, true, false, null, [ oder {</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="187"/>
        <source>the file ends before the string&apos;s closing quote</source>
        <translation>die Datei endet vor dem Anführungszeichen, das die Zeichenkette schließt</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="189"/>
        <source>the file ends with a number, before the brackets that close it</source>
        <translation>die Datei endet mit einer Zahl, vor den Klammern, die sie schließen</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="191"/>
        <source>expected nothing after the &quot;}&quot; that closes the top-level object</source>
        <translation>erwartet nichts mehr nach dem &quot;}&quot;, das das äußerste Objekt schließt</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="203"/>
        <source>%1: the file is empty</source>
        <translation>%1: die Datei ist leer</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="216"/>
        <source>%1: expected a JSON object at the top level, found %2</source>
        <translation>%1: erwartet ein JSON-Objekt auf oberster Ebene, gefunden: %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="225"/>
        <source>%1:%2: %3: JSON has no NaN or infinity; every number must be finite</source>
        <translation>%1:%2: %3: JSON kennt weder NaN noch Unendlich; jede Zahl muss endlich sein</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="231"/>
        <source>%1:%2: %3 is beyond float32&apos;s range (the engines compute in float32: at most ±%4)</source>
        <translation>%1:%2: %3 liegt außerhalb des Bereichs von float32 (die Engines rechnen in float32: höchstens ±%4)</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="242"/>
        <source>%1:%2: not valid JSON: %3</source>
        <translation>%1:%2: kein gültiges JSON: %3</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="246"/>
        <source>%1: expected a JSON object at the top level, found an array</source>
        <translation>%1: erwartet ein JSON-Objekt auf oberster Ebene, gefunden: ein Array</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="250"/>
        <source>%1:%2: a string holds a raw control character (U+%3); JSON writes it escaped (\t, \n, \u0000)</source>
        <translation>%1:%2: eine Zeichenkette enthält ein rohes Steuerzeichen (U+%3); JSON schreibt es maskiert (\t, \n, \u0000)</translation>
    </message>
    <message>
        <location filename="../core/io/RegularFile.cpp" line="47"/>
        <location filename="../core/io/RegularFile.cpp" line="113"/>
        <source>%1: cannot open: %2</source>
        <translation>%1: kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../core/io/RegularFile.cpp" line="53"/>
        <source>%1: is a folder, not a %2 file</source>
        <translation>%1: ist ein Ordner, keine %2-Datei</translation>
    </message>
    <message>
        <location filename="../core/io/RegularFile.cpp" line="54"/>
        <source>%1: is not a regular file (a device, pipe or socket); a %2 is read from a file</source>
        <translation>%1: ist keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Socket); ein %2 wird aus einer Datei gelesen</translation>
    </message>
    <message>
        <location filename="../core/io/RegularFile.cpp" line="61"/>
        <source>%1: %2 bytes is too large for a %3 (at most %4)</source>
        <translation>%1: %2 Bytes sind zu groß für ein %3 (höchstens %4)</translation>
    </message>
    <message>
        <location filename="../core/io/RegularFile.cpp" line="79"/>
        <source>%1: cannot read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../core/io/RegularFile.cpp" line="94"/>
        <source>%1: the file changed while it was read: it ends at byte %2, where %3 bytes were expected from byte %4 (was it replaced or cut while the program read it?)</source>
        <translation>%1: die Datei hat sich beim Lesen geändert: Sie endet bei Byte %2, wo ab Byte %4 noch %3 Bytes erwartet wurden (wurde sie ersetzt oder gekürzt, während das Programm sie las?)</translation>
    </message>
    <message>
        <location filename="../core/io/RegularFile.cpp" line="136"/>
        <source>%1:%2:%3: a NUL byte, which no text file holds; a %4 is text (is this a binary file?)</source>
        <translation>%1:%2:%3: ein NUL-Byte, das keine Textdatei enthält; eine Datei %4 ist Text (ist das eine Binärdatei?)</translation>
    </message>
    <message>
        <location filename="../core/io/RegularFile.cpp" line="145"/>
        <source>%1: more than %2 bytes is too large for a %3</source>
        <translation>%1: mehr als %2 Bytes sind zu groß für ein %3</translation>
    </message>
    <message>
        <location filename="../core/model/BytePairTokenizer.cpp" line="92"/>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="47"/>
        <source>not valid JSON (%1 at byte %2)</source>
        <translation>kein gültiges JSON (%1 bei Byte %2)</translation>
    </message>
    <message>
        <location filename="../core/model/BytePairTokenizer.cpp" line="98"/>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="54"/>
        <source>byte %1: a string holds a raw control character; JSON writes it escaped</source>
        <translation>Byte %1: eine Zeichenkette enthält ein rohes Steuerzeichen; JSON schreibt es maskiert</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="49"/>
        <source>expected a JSON object</source>
        <translation>erwartet ein JSON-Objekt</translation>
    </message>
</context>
<context>
    <name>LanguageModelFile</name>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="66"/>
        <source>%1: unknown key, ignored</source>
        <translation>%1: unbekannter Schlüssel, ignoriert</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="73"/>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="79"/>
        <source>an array of words</source>
        <translation>ein Array von Wörtern</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="81"/>
        <source>expected 2 to %1 words, found %2</source>
        <translation>erwartet 2 bis %1 Wörter, gefunden: %2</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="88"/>
        <source>a word must be non-empty and without spaces, found &quot;%1&quot;</source>
        <translation>ein Wort darf weder leer sein noch Leerzeichen enthalten, gefunden: „%1“</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="93"/>
        <source>&quot;%1&quot; is given twice</source>
        <translation>„%1“ steht zweimal da</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="117"/>
        <source>expected a whole number from 0 to 2^53, found %1</source>
        <translation>erwartet eine ganze Zahl von 0 bis 2^53, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="131"/>
        <source>an array of [step, loss] pairs</source>
        <translation>ein Array von Paaren [step, loss]</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="134"/>
        <source>a [step, loss] pair</source>
        <translation>ein Paar [step, loss]</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="136"/>
        <source>expected [step, loss], found %1 numbers</source>
        <translation>erwartet [step, loss], gefunden: %1 Zahlen</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="140"/>
        <source>a loss is a cross-entropy, 0 or more, found %1</source>
        <translation>ein Verlust ist eine Kreuzentropie, 0 oder mehr, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="142"/>
        <source>steps must increase: %1 after %2</source>
        <translation>die Schritte müssen steigen: %1 nach %2</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="151"/>
        <source>an array of head scores</source>
        <translation>ein Array von Werten der Köpfe</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="163"/>
        <source>a score is a share of attention, from 0 to 1, found %1</source>
        <translation>ein Wert ist ein Anteil der Aufmerksamkeit, von 0 bis 1, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="166"/>
        <source>layer %1, head %2 is given twice</source>
        <translation>Schicht %1, Kopf %2 steht zweimal da</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="178"/>
        <source>an array of layers</source>
        <translation>ein Array von Schichten</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="180"/>
        <source>expected %1 layers, as shape.layers says, found %2</source>
        <translation>erwartet %1 Schichten, wie shape.layers angibt, gefunden: %2</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="186"/>
        <source>an array of heads</source>
        <translation>ein Array von Köpfen</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="188"/>
        <source>expected %1 heads, as shape.heads says, found %2</source>
        <translation>erwartet %1 Köpfe, wie shape.heads angibt, gefunden: %2</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="278"/>
        <source>missing: not a language model file (train-lm writes one, beginning &quot;format&quot;: &quot;%1&quot;)</source>
        <translation>fehlt: keine Sprachmodell-Datei (train-lm schreibt eine, die mit &quot;format&quot;: &quot;%1&quot; beginnt)</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="282"/>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>erwartet &quot;%1&quot;, gefunden: &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="301"/>
        <source>expected one entry for each of the %1 heads (%2 layers of %3), found %4</source>
        <translation>erwartet ein Eintrag für jeden der %1 Köpfe (%2 Schichten mit %3), gefunden: %4</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="318"/>
        <source>language model</source>
        <translation>Sprachmodell</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="413"/>
        <source>&apos;%1&apos; (word %2)</source>
        <translation>„%1“ (Wort %2)</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="416"/>
        <source>word %1, &apos;%2&apos;, is not in the model&apos;s vocabulary</source>
        <translation>Wort %1, „%2“, ist nicht im Vokabular des Modells</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="422"/>
        <source>these words are not in the model&apos;s vocabulary: %1</source>
        <translation>diese Wörter sind nicht im Vokabular des Modells: %1</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="427"/>
        <source>expected 1 to %1 words (the model&apos;s context), found %2</source>
        <translation>erwartet 1 bis %1 Wörter (der Kontext des Modells), gefunden %2</translation>
    </message>
</context>
<context>
    <name>LanguageModelScenario</name>
    <message>
        <location filename="../core/training/LanguageModelScenario.cpp" line="57"/>
        <source>Language model, layer %1, head %2: “%3”</source>
        <translation>Sprachmodell, Schicht %1, Kopf %2: „%3“</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelScenario.cpp" line="59"/>
        <source>**E** are the words&apos; rows of the model&apos;s token embeddings and **P** the rows of its position embeddings, %1 numbers each; the positions stage adds them: x = E + P, the residual stream entering layer 1.</source>
        <translation>**E** sind die Zeilen der Wörter in den Token-Embeddings des Modells und **P** die Zeilen seiner Positions-Embeddings, je %1 Zahlen; die Positionsstufe addiert sie: x = E + P, der Residualstrom, der in Schicht 1 eintritt.</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelScenario.cpp" line="63"/>
        <source>**x** is the residual stream entering layer %1, one row of %2 numbers per word: E + P plus what every head of the layers before added.</source>
        <translation>**x** ist der Residualstrom, der in Schicht %1 eintritt, eine Zeile mit %2 Zahlen pro Wort: E + P und dazu, was jeder Kopf der Schichten davor addiert hat.</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelScenario.cpp" line="72"/>
        <source>The numbers of one head of the small language model that `attentionlab train-lm` trains, on the text “%1”.

- %2
- **W_Q, W_K, W_V** are this head&apos;s, %3 columns each; **W_O** is its %3 rows of the layer&apos;s W_O, so the output is exactly what this head adds to the residual stream.
- The model&apos;s attention is causal and scaled by √d_head = √%3.</source>
        <translation>Die Zahlen eines Kopfes des kleinen Sprachmodells, das `attentionlab train-lm` trainiert, auf dem Text „%1“.

- %2
- **W_Q, W_K, W_V** sind die dieses Kopfes, je %3 Spalten; **W_O** sind seine %3 Zeilen der W_O der Schicht, also ist die Ausgabe genau das, was dieser Kopf zum Residualstrom addiert.
- Die Attention des Modells ist kausal und durch √d_head = √%3 geteilt.</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelScenario.cpp" line="79"/>
        <source>
- Computed with these heads silenced (layer.head):%1.</source>
        <translation>
- Berechnet mit diesen stummgeschalteten Köpfen (Schicht.Kopf):%1.</translation>
    </message>
</context>
<context>
    <name>LanguageModelTrainer</name>
    <message>
        <location filename="../core/training/LanguageModelTrainer.cpp" line="39"/>
        <source>layers: expected 1 to %1, found %2</source>
        <translation>Schichten: erwartet 1 bis %1, gefunden %2</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelTrainer.cpp" line="41"/>
        <source>heads: expected 1 to %1, found %2</source>
        <translation>Köpfe: erwartet 1 bis %1, gefunden %2</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelTrainer.cpp" line="43"/>
        <source>d_model: expected %1 to %2, found %3</source>
        <translation>d_model: erwartet %1 bis %2, gefunden %3</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelTrainer.cpp" line="45"/>
        <source>d_head: expected %1 to %2, found %3</source>
        <translation>d_head: erwartet %1 bis %2, gefunden %3</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelTrainer.cpp" line="47"/>
        <source>context: expected %1 to %2 tokens, found %3</source>
        <translation>Kontext: erwartet %1 bis %2 Tokens, gefunden %3</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelTrainer.cpp" line="49"/>
        <source>batch size: expected 1 to %1, found %2</source>
        <translation>Batchgröße: erwartet 1 bis %1, gefunden %2</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelTrainer.cpp" line="51"/>
        <source>learning rate: expected more than 0 and at most %1, found %2</source>
        <translation>Lernrate: erwartet mehr als 0 und höchstens %1, gefunden %2</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelTrainer.cpp" line="53"/>
        <source>steps: expected 1 to %1, found %2</source>
        <translation>Schritte: erwartet 1 bis %1, gefunden %2</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelTrainer.cpp" line="55"/>
        <source>warm-up: expected 0 or more steps, found %1</source>
        <translation>Aufwärmen: erwartet 0 oder mehr Schritte, gefunden %1</translation>
    </message>
</context>
<context>
    <name>LessonDeck</name>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="63"/>
        <location filename="../core/scenario/LessonDeck.cpp" line="143"/>
        <source>at most %1 characters, found %2</source>
        <translation>höchstens %1 Zeichen, gefunden %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="74"/>
        <source>unknown key (expected %1)</source>
        <translation>unbekannter Schlüssel (erwartet: %1)</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="76"/>
        <source>%1: unknown key, kept as it is</source>
        <translation>%1: unbekannter Schlüssel, unverändert behalten</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="88"/>
        <location filename="../core/scenario/LessonDeck.cpp" line="183"/>
        <source>expected true or false, found %1</source>
        <translation>erwartet true oder false, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="94"/>
        <source>expected one of &quot;cross&quot;, &quot;causal&quot;, &quot;bidirectional&quot;</source>
        <translation>erwartet eines von &quot;cross&quot;, &quot;causal&quot;, &quot;bidirectional&quot;</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="100"/>
        <source>expected &quot;none&quot; or &quot;sinusoidal&quot; (learned positions come with a scenario&apos;s own vectors)</source>
        <translation>erwartet &quot;none&quot; oder &quot;sinusoidal&quot; (gelernte Positionen kommen mit den eigenen Vektoren eines Szenarios)</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="107"/>
        <source>expected a temperature from %1 to %2</source>
        <translation>erwartet eine Temperatur von %1 bis %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="112"/>
        <source>an array of head numbers, from 1</source>
        <translation>ein Array von Kopfnummern, ab 1</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="122"/>
        <source>missing (the token&apos;s place before and after the move, from 1)</source>
        <translation>fehlt (die Stelle des Tokens vor und nach dem Verschieben, ab 1)</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="127"/>
        <source>expected &quot;source&quot; or &quot;target&quot;</source>
        <translation>erwartet &quot;source&quot; oder &quot;target&quot;</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="156"/>
        <source>missing (one of %1)</source>
        <translation>fehlt (eines von %1)</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="159"/>
        <location filename="../core/scenario/LessonDeck.cpp" line="169"/>
        <location filename="../core/scenario/LessonDeck.cpp" line="200"/>
        <source>expected one of %1</source>
        <translation>erwartet eines von %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="163"/>
        <source>missing (which stage the slide shows)</source>
        <translation>fehlt (welche Stufe die Folie zeigt)</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="177"/>
        <source>the stage %1 is shown whole (&quot;all&quot;)</source>
        <translation>die Stufe %1 wird ganz gezeigt (&quot;all&quot;)</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="178"/>
        <source>expected all, %1</source>
        <translation>erwartet all, %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="189"/>
        <source>only for a slide of kind &quot;stage&quot;</source>
        <translation>nur für eine Folie der Art &quot;stage&quot;</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="194"/>
        <source>only for a slide of kind &quot;stage&quot; or &quot;figure&quot;</source>
        <translation>nur für eine Folie der Art &quot;stage&quot; oder &quot;figure&quot;</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="203"/>
        <source>only for a slide of kind &quot;figure&quot;</source>
        <translation>nur für eine Folie der Art &quot;figure&quot;</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="210"/>
        <source>missing (a text slide needs a title or a text)</source>
        <translation>fehlt (eine Textfolie braucht einen Titel oder einen Text)</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="335"/>
        <source>an array of slides</source>
        <translation>ein Array von Folien</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="337"/>
        <source>expected 1 to %1 slides, found %2</source>
        <translation>erwartet 1 bis %1 Folien, gefunden: %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="386"/>
        <source>cross attention needs a target sequence, and this lesson has none</source>
        <translation>Cross-Attention braucht eine Zielsequenz, und diese Lektion hat keine</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="390"/>
        <location filename="../core/scenario/LessonDeck.cpp" line="405"/>
        <location filename="../core/scenario/LessonDeck.cpp" line="416"/>
        <source>head %1, but the lesson has %2</source>
        <translation>Kopf %1, aber die Lektion hat %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="394"/>
        <source>the lesson has no target sequence</source>
        <translation>die Lektion hat keine Zielsequenz</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="398"/>
        <source>token %1, but the sequence has %2</source>
        <translation>Token %1, aber die Sequenz hat %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="403"/>
        <source>the lesson with these changes: %1</source>
        <translation>die Lektion mit diesen Änderungen: %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="412"/>
        <source>the lesson has no stage %1 here (it has %2)</source>
        <translation>die Lektion hat hier keine Stufe %1 (sie hat %2)</translation>
    </message>
</context>
<context>
    <name>MatrixPicture</name>
    <message>
        <location filename="../ui/render/MatrixPicture.cpp" line="293"/>
        <source>%1 of %2 rows and %3 of %4 columns shown</source>
        <translation>%1 von %2 Zeilen und %3 von %4 Spalten gezeigt</translation>
    </message>
    <message>
        <location filename="../ui/render/MatrixPicture.cpp" line="296"/>
        <source>%1 of %2 rows shown</source>
        <translation>%1 von %2 Zeilen gezeigt</translation>
    </message>
    <message>
        <location filename="../ui/render/MatrixPicture.cpp" line="298"/>
        <source>%1 of %2 columns shown</source>
        <translation>%1 von %2 Spalten gezeigt</translation>
    </message>
    <message>
        <location filename="../ui/render/MatrixPicture.cpp" line="300"/>
        <source> (wheel, Shift+wheel)</source>
        <translation> (Mausrad, Umschalt+Mausrad)</translation>
    </message>
</context>
<context>
    <name>ModelAttentionScenario</name>
    <message>
        <location filename="../core/model/ModelAttentionScenario.cpp" line="31"/>
        <source>with rotary positions q and k are turned after the projection, which a scenario&apos;s stages do not show; run the model with its own positions to open a head</source>
        <translation>mit rotierenden Positionen werden q und k nach der Projektion gedreht, was die Stufen eines Szenarios nicht zeigen; lassen Sie das Modell mit seinen eigenen Positionen laufen, um einen Kopf zu öffnen</translation>
    </message>
    <message>
        <location filename="../core/model/ModelAttentionScenario.cpp" line="36"/>
        <source>this model&apos;s width (n_embd %1) is more than a scenario&apos;s d_model may be (%2)</source>
        <translation>die Breite dieses Modells (n_embd %1) ist größer, als d_model eines Szenarios sein darf (%2)</translation>
    </message>
    <message>
        <location filename="../core/model/ModelAttentionScenario.cpp" line="43"/>
        <source>no such layer or head, or tokens that are not the pass&apos;s</source>
        <translation>diese Schicht oder diesen Kopf gibt es nicht, oder die Tokens sind nicht die des Durchlaufs</translation>
    </message>
    <message>
        <location filename="../core/model/ModelAttentionScenario.cpp" line="105"/>
        <source>**E** are the tokens&apos; embeddings (their rows of `wte`) and **P** the positions&apos; (rows 0, 1, … of `wpe`), %1 numbers each: the positions stage adds them, x = E + P.</source>
        <translation>**E** sind die Embeddings der Tokens (ihre Zeilen von `wte`) und **P** die der Positionen (Zeilen 0, 1, … von `wpe`), je %1 Zahlen: die Positionsstufe addiert sie, x = E + P.</translation>
    </message>
    <message>
        <location filename="../core/model/ModelAttentionScenario.cpp" line="108"/>
        <source>**E** are the tokens&apos; embeddings (their rows of `wte`), %1 numbers each, and the positions stage adds the sinusoids the pass used in place of `wpe`: x = E + P.</source>
        <translation>**E** sind die Embeddings der Tokens (ihre Zeilen von `wte`), je %1 Zahlen, und die Positionsstufe addiert die Sinuskurven, die der Durchlauf statt `wpe` verwendet hat: x = E + P.</translation>
    </message>
    <message>
        <location filename="../core/model/ModelAttentionScenario.cpp" line="110"/>
        <source>**x** is the residual stream entering the layer, one row of %1 numbers per token.</source>
        <translation>**x** ist der Residualstrom, der in die Schicht eintritt, eine Zeile mit %1 Zahlen pro Token.</translation>
    </message>
    <message>
        <location filename="../core/model/ModelAttentionScenario.cpp" line="113"/>
        <source>%1 of a GPT-2 checkpoint (%2), on the text “%3”.

- </source>
        <translation>%1 eines GPT-2-Checkpoints (%2), auf dem Text „%3“.

- </translation>
    </message>
    <message>
        <location filename="../core/model/ModelAttentionScenario.cpp" line="114"/>
        <source>
- The layer norm stage makes **X** = LN₁(x) with the layer&apos;s own gain γ and bias β: what the heads project.
- </source>
        <translation>
- Die Layer-Norm-Stufe bildet **X** = LN₁(x) mit dem eigenen Faktor γ und Bias β der Schicht: das, was die Köpfe projizieren.
- </translation>
    </message>
    <message>
        <location filename="../core/model/ModelAttentionScenario.cpp" line="122"/>
        <source>GPT-2 layer %1, head %2: “%3”</source>
        <translation>GPT-2 Schicht %1, Kopf %2: „%3“</translation>
    </message>
    <message>
        <location filename="../core/model/ModelAttentionScenario.cpp" line="123"/>
        <source>The numbers of one head</source>
        <translation>Die Zahlen eines Kopfes</translation>
    </message>
    <message>
        <location filename="../core/model/ModelAttentionScenario.cpp" line="124"/>
        <source>**W_Q, W_K, W_V** and the biases **b_Q, b_K, b_V** are this head&apos;s %1 columns of the layer&apos;s `c_attn`; **W_O** is its %1 rows of `c_proj`, so the output is what this head adds to the layer&apos;s output (the layer&apos;s own bias b_O is added once for all heads, and is left out here).
- GPT-2&apos;s attention is causal and scaled by √d_k = √%1.

The weights this scenario computes are the ones the model window shows for layer %2, head %3.</source>
        <translation>**W_Q, W_K, W_V** und die Biases **b_Q, b_K, b_V** sind die %1 Spalten dieses Kopfes im `c_attn` der Schicht; **W_O** sind seine %1 Zeilen von `c_proj`, also ist die Ausgabe das, was dieser Kopf zur Ausgabe der Schicht addiert (der eigene Bias b_O der Schicht kommt einmal für alle Köpfe dazu und fehlt hier).
- Die Attention von GPT-2 ist kausal und durch √d_k = √%1 geteilt.

Die Gewichte, die dieses Szenario berechnet, sind die, die das Modellfenster für Schicht %2, Kopf %3 zeigt.</translation>
    </message>
    <message>
        <location filename="../core/model/ModelAttentionScenario.cpp" line="140"/>
        <source>GPT-2 layer %1, all %2 heads: “%3”</source>
        <translation>GPT-2 Schicht %1, alle %2 Köpfe: „%3“</translation>
    </message>
    <message>
        <location filename="../core/model/ModelAttentionScenario.cpp" line="141"/>
        <source>The attention of one layer</source>
        <translation>Die Attention einer Schicht</translation>
    </message>
    <message>
        <location filename="../core/model/ModelAttentionScenario.cpp" line="142"/>
        <source>Each of the %1 heads has its %2 columns of the layer&apos;s `c_attn` as W_Q, W_K, W_V with their biases.
- **W_O** and **b_O** are the layer&apos;s `c_proj`: the output is the layer&apos;s attention output, which the model adds to x before its MLP.</source>
        <translation>Jeder der %1 Köpfe hat seine %2 Spalten des `c_attn` der Schicht als W_Q, W_K, W_V mit ihren Biases.
- **W_O** und **b_O** sind das `c_proj` der Schicht: die Ausgabe ist die Attention-Ausgabe der Schicht, die das Modell vor seinem MLP zu x addiert.</translation>
    </message>
</context>
<context>
    <name>ModelMemory</name>
    <message>
        <location filename="../core/model/ModelMemory.cpp" line="49"/>
        <source>%1 needs %2 of memory, but %4 leaves %3</source>
        <extracomment>%1 names what needs the memory (&quot;the weights of model.safetensors as float32&quot;), %2 and %3 are sizes (&quot;1.72 GB&quot;), %4 what limits it (&quot;available memory&quot;, &quot;ulimit -v&quot;)</extracomment>
        <translation>%1 braucht %2 Speicher, aber %4 lässt %3</translation>
    </message>
</context>
<context>
    <name>OpenClEngine</name>
    <message>
        <location filename="../core/opencl/OpenClDevices.cpp" line="44"/>
        <source>OpenCL error %1</source>
        <translation>OpenCL-Fehler %1</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClDevices.cpp" line="67"/>
        <source>accelerator</source>
        <extracomment>an OpenCL device&apos;s type, beside GPU and CPU</extracomment>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClDevices.cpp" line="70"/>
        <source>other</source>
        <extracomment>an OpenCL device&apos;s type that is none of GPU, CPU and accelerator</extracomment>
        <translation>sonstiger Typ</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClDevices.cpp" line="84"/>
        <source>[%1] %2 / %3 (%4, %5 compute units, %6 MiB, at most %7 MiB per buffer, %8)</source>
        <translation>[%1] %2 / %3 (%4, %5 Compute-Units, %6&#xa0;MiB, höchstens %7&#xa0;MiB pro Puffer, %8)</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClDevices.cpp" line="125"/>
        <source>PoCL&apos;s kernel cache %1 cannot be written (set POCL_CACHE_DIR to a writable folder)</source>
        <translation>in den Kernel-Cache von PoCL %1 kann nicht geschrieben werden (setzen Sie POCL_CACHE_DIR auf einen beschreibbaren Ordner)</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClDevices.cpp" line="142"/>
        <source>no OpenCL platform is installed (Debian: pocl-opencl-icd, or a GPU&apos;s ICD)</source>
        <translation>es ist keine OpenCL-Plattform installiert (Debian: pocl-opencl-icd oder der ICD einer GPU)</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClDevices.cpp" line="143"/>
        <source>the OpenCL loader failed: %1</source>
        <translation>der OpenCL-Loader ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClDevices.cpp" line="160"/>
        <source>no OpenCL device found (the platforms installed have none)</source>
        <translation>kein OpenCL-Gerät gefunden (die installierten Plattformen haben keines)</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClDevices.cpp" line="161"/>
        <source>no OpenCL device found: %1</source>
        <translation>kein OpenCL-Gerät gefunden: %1</translation>
    </message>
    <message>
        <location filename="../core/runtime/EngineFactory.cpp" line="58"/>
        <source>this program was built without OpenCL (ATTN_WITH_OPENCL=OFF)</source>
        <translation>dieses Programm wurde ohne OpenCL gebaut (ATTN_WITH_OPENCL=OFF)</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClEngine.cpp" line="174"/>
        <source>%1=%2: expected a device index from &apos;attentionlab devices&apos;</source>
        <translation>%1=%2: erwartet eine Gerätenummer aus &apos;attentionlab devices&apos;</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClEngine.cpp" line="188"/>
        <source>OpenCL failed on %1: %2 in %3</source>
        <translation>OpenCL ist auf %1 fehlgeschlagen: %2 in %3</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClEngine.cpp" line="266"/>
        <source>the OpenCL kernel %1 did not build on %2 with options &apos;%3&apos;:
%4</source>
        <translation>der OpenCL-Kernel %1 ließ sich auf %2 mit den Optionen &apos;%3&apos; nicht bauen:
%4</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClEngine.cpp" line="268"/>
        <source>the OpenCL kernel %1 did not build on %2: %3</source>
        <translation>der OpenCL-Kernel %1 ließ sich auf %2 nicht bauen: %3</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClEngine.cpp" line="272"/>
        <source>the OpenCL kernel %1 did not build on %2 with options &apos;%3&apos;: %4</source>
        <translation>der OpenCL-Kernel %1 ließ sich auf %2 mit den Optionen &apos;%3&apos; nicht bauen: %4</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClEngine.cpp" line="283"/>
        <source>device out of memory: this needs %1 buffers of %2, and %3 allows at most %4 per buffer and %5 in all</source>
        <translation>Gerät ohne genügend Speicher: dies braucht %1 Puffer zu je %2, und %3 erlaubt höchstens %4 pro Puffer und %5 insgesamt</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClEngine.cpp" line="337"/>
        <source>there is no OpenCL device %1: %2 found (see &apos;attentionlab devices&apos;)</source>
        <translation>es gibt kein OpenCL-Gerät %1: %2 gefunden (siehe &apos;attentionlab devices&apos;)</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClEngine.cpp" line="348"/>
        <source>OpenCL device %1 cannot be used: %2</source>
        <translation>OpenCL-Gerät %1 kann nicht verwendet werden: %2</translation>
    </message>
</context>
<context>
    <name>ResultComparison</name>
    <message>
        <location filename="../core/engine/ResultComparison.cpp" line="24"/>
        <source>head %1 %2</source>
        <translation>Kopf %1 %2</translation>
    </message>
    <message>
        <location filename="../core/engine/ResultComparison.cpp" line="28"/>
        <source>scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location filename="../core/engine/ResultComparison.cpp" line="29"/>
        <source>scaled</source>
        <comment>the scores divided by √d_k</comment>
        <translation>skalierte Scores</translation>
    </message>
    <message>
        <location filename="../core/engine/ResultComparison.cpp" line="30"/>
        <source>weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <location filename="../core/engine/ResultComparison.cpp" line="31"/>
        <source>output</source>
        <comment>a head&apos;s output, weights times V</comment>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location filename="../core/engine/ResultComparison.cpp" line="33"/>
        <source>concat</source>
        <translation>Verkettung</translation>
    </message>
    <message>
        <location filename="../core/engine/ResultComparison.cpp" line="34"/>
        <source>output</source>
        <comment>the layer&apos;s output, after W_O</comment>
        <translation>Ausgabe der Schicht</translation>
    </message>
    <message>
        <location filename="../core/engine/ResultComparison.cpp" line="45"/>
        <source>%1 (shapes differ)</source>
        <translation>%1 (die Formen unterscheiden sich)</translation>
    </message>
    <message>
        <location filename="../core/engine/ResultComparison.cpp" line="79"/>
        <source>the numbers grow beyond float32&apos;s range (about ±3.4e38); use smaller vectors or weights</source>
        <translation>die Zahlen wachsen über den Bereich von float32 hinaus (etwa ±3.4e38); verwenden Sie kleinere Vektoren oder Gewichte</translation>
    </message>
</context>
<context>
    <name>SafetensorsFile</name>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="83"/>
        <source>tensor &apos;%1&apos;: shape %2 is larger than any file</source>
        <translation>Tensor „%1“: shape %2 ist größer als jede Datei</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="91"/>
        <source>tensor &apos;%1&apos;: expected an object with dtype, shape and data_offsets</source>
        <translation>Tensor „%1“: erwartet ein Objekt mit dtype, shape und data_offsets</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="96"/>
        <source>tensor &apos;%1&apos;: dtype is missing</source>
        <translation>Tensor „%1“: dtype fehlt</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="97"/>
        <source>tensor &apos;%1&apos;: dtype is not a string (found %2)</source>
        <translation>Tensor „%1“: dtype ist keine Zeichenkette (gefunden: %2)</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="101"/>
        <source>tensor &apos;%1&apos;: unknown dtype &apos;%2&apos; (safetensors defines F64, F32, F16, BF16, F8_E4M3, F8_E5M2, I64 to I8, U64 to U8 and BOOL)</source>
        <translation>Tensor „%1“: unbekannter dtype „%2“ (safetensors definiert F64, F32, F16, BF16, F8_E4M3, F8_E5M2, I64 bis I8, U64 bis U8 und BOOL)</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="108"/>
        <source>tensor &apos;%1&apos;: shape is not a list of sizes</source>
        <translation>Tensor „%1“: shape ist keine Liste von Größen</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="113"/>
        <source>tensor &apos;%1&apos;: shape holds something other than a size</source>
        <translation>Tensor „%1“: shape enthält etwas anderes als eine Größe</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="121"/>
        <source>tensor &apos;%1&apos;: data_offsets is not [begin, end] with begin &lt;= end</source>
        <translation>Tensor „%1“: data_offsets ist nicht [begin, end] mit begin &lt;= end</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="136"/>
        <source>tensor &apos;%1&apos;: shape %2 of %3 needs %4 bytes, but data_offsets [%5, %6] hold %7</source>
        <translation>Tensor „%1“: shape %2 in %3 braucht %4 Bytes, aber data_offsets [%5, %6] umfassen %7</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="147"/>
        <source>tensor &apos;%1&apos;: data_offsets [%2, %3] lie past the end of the data (%4 bytes)</source>
        <translation>Tensor „%1“: data_offsets [%2, %3] liegen hinter dem Ende der Daten (%4 Bytes)</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="171"/>
        <source>tensors &apos;%1&apos; and &apos;%2&apos; overlap (bytes %3 to %4 of the data belong to both)</source>
        <translation>die Tensoren „%1“ und „%2“ überlappen sich (die Bytes %3 bis %4 der Daten gehören zu beiden)</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="180"/>
        <source>the file is truncated: its header describes %1 bytes of tensor data, but only %2 follow the header (an interrupted download or copy?)</source>
        <translation>die Datei ist abgeschnitten: ihr Header beschreibt %1 Bytes an Tensordaten, aber nur %2 folgen auf den Header (ein abgebrochener Download oder Kopiervorgang?)</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="211"/>
        <source>checkpoint</source>
        <translation>Checkpoint</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="216"/>
        <source>%1 bytes is too short for a safetensors file (the header&apos;s length alone takes 8)</source>
        <translation>%1 Bytes sind zu kurz für eine safetensors-Datei (allein die Länge des Headers braucht 8)</translation>
    </message>
    <message>
        <source>cannot be mapped into memory: %1</source>
        <translation type="vanished">lässt sich nicht in den Speicher abbilden: %1</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="223"/>
        <source>the header&apos;s length says %1 bytes, but the file holds only %2 after it (a wrong header length, or not a safetensors file)</source>
        <translation>die Länge des Headers gibt %1 Bytes an, aber die Datei enthält danach nur %2 (eine falsche Header-Länge, oder keine safetensors-Datei)</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="228"/>
        <source>the header&apos;s length says %1 bytes, more than the format&apos;s limit of 100 MB</source>
        <translation>die Länge des Headers gibt %1 Bytes an, mehr als die Grenze des Formats von 100 MB</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="237"/>
        <source>the header (%1 bytes after its length) is not a JSON object (%2 at byte %3): a wrong header length, or not a safetensors file</source>
        <translation>der Header (%1 Bytes nach seiner Länge) ist kein JSON-Objekt (%2 bei Byte %3): eine falsche Header-Länge, oder keine safetensors-Datei</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="242"/>
        <source>the header (%1 bytes after its length) is not a JSON object: a wrong header length, or not a safetensors file</source>
        <translation>der Header (%1 Bytes nach seiner Länge) ist kein JSON-Objekt: eine falsche Header-Länge, oder keine safetensors-Datei</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="246"/>
        <source>header: %1</source>
        <translation>Header: %1</translation>
    </message>
</context>
<context>
    <name>ScenarioFile</name>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="70"/>
        <source>%1: unknown key, kept as it is</source>
        <translation>%1: unbekannter Schlüssel, unverändert behalten</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="78"/>
        <source>an array of numbers (a bias, one per column)</source>
        <translation>ein Array von Zahlen (ein Bias, eine pro Spalte)</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="80"/>
        <source>expected at least one number</source>
        <translation>erwartet mindestens eine Zahl</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="101"/>
        <source>missing (an array of token strings)</source>
        <translation>fehlt (ein Array der Tokens als Zeichenketten)</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="102"/>
        <source>an array of strings</source>
        <translation>ein Array von Zeichenketten</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="104"/>
        <source>expected 1 to %1 tokens, found %2</source>
        <translation>erwartet 1 bis %1 Tokens, gefunden %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="107"/>
        <location filename="../core/scenario/ScenarioFile.cpp" line="161"/>
        <location filename="../core/scenario/ScenarioFile.cpp" line="166"/>
        <location filename="../core/scenario/ScenarioFile.cpp" line="201"/>
        <location filename="../core/scenario/ScenarioFile.cpp" line="210"/>
        <source>expected a string, found %1</source>
        <translation>erwartet eine Zeichenkette, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="111"/>
        <source>missing (one vector per token)</source>
        <translation>fehlt (ein Vektor pro Token)</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="125"/>
        <source>missing (each head needs wq, wk and wv)</source>
        <translation>fehlt (jeder Kopf braucht wq, wk und wv)</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="144"/>
        <source>missing (a layer norm needs a gain and a bias, one number per column of the vectors: 1 and 0 leave the standardised vectors as they are)</source>
        <translation>fehlt (eine Layer-Norm braucht einen Gain und einen Bias, je eine Zahl pro Spalte der Vektoren: 1 und 0 lassen die standardisierten Vektoren, wie sie sind)</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="169"/>
        <source>at most %1 characters, found %2</source>
        <translation>höchstens %1 Zeichen, gefunden %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="173"/>
        <source>expected an object of languages, found %1</source>
        <translation>erwartet ein Objekt mit Sprachen, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="178"/>
        <source>expected an object with &quot;title&quot; and &quot;notes&quot;, found %1</source>
        <translation>erwartet ein Objekt mit &quot;title&quot; und &quot;notes&quot;, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="187"/>
        <source>expected an object with &quot;source&quot; and &quot;target&quot; label lists, found %1</source>
        <translation>erwartet ein Objekt mit den Beschriftungslisten &quot;source&quot; und &quot;target&quot;, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="192"/>
        <source>unknown key (expected &quot;source&quot; or &quot;target&quot;)</source>
        <translation>unbekannter Schlüssel (erwartet &quot;source&quot; oder &quot;target&quot;)</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="195"/>
        <source>expected a list of token labels, found %1</source>
        <translation>erwartet eine Liste von Token-Beschriftungen, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="208"/>
        <source>unknown key (expected &quot;title&quot;, &quot;notes&quot; or &quot;tokens&quot;)</source>
        <translation>unbekannter Schlüssel (erwartet &quot;title&quot;, &quot;notes&quot; oder &quot;tokens&quot;)</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="212"/>
        <source>at most %1 characters</source>
        <translation>höchstens %1 Zeichen</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="220"/>
        <source>missing (one of &quot;cross&quot;, &quot;causal&quot;, &quot;bidirectional&quot;)</source>
        <translation>fehlt (eines von &quot;cross&quot;, &quot;causal&quot;, &quot;bidirectional&quot;)</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="223"/>
        <source>expected one of &quot;cross&quot;, &quot;causal&quot;, &quot;bidirectional&quot;</source>
        <translation>erwartet eines von &quot;cross&quot;, &quot;causal&quot;, &quot;bidirectional&quot;</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="227"/>
        <source>expected true or false, found %1</source>
        <translation>erwartet true oder false, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="235"/>
        <source>expected &quot;none&quot;, &quot;sinusoidal&quot; or &quot;learned&quot;</source>
        <translation>erwartet &quot;none&quot;, &quot;sinusoidal&quot; oder &quot;learned&quot;</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="241"/>
        <source>missing (the sequence that supplies keys and values)</source>
        <translation>fehlt (die Folge, die Keys und Values liefert)</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="246"/>
        <source>an array of heads</source>
        <translation>ein Array von Köpfen</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="248"/>
        <source>expected 1 to %1 heads, found %2</source>
        <translation>erwartet 1 bis %1 Köpfe, gefunden %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="327"/>
        <location filename="../core/scenario/ScenarioFile.cpp" line="339"/>
        <source>scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="441"/>
        <source>the scenario would take %1, more than the %2 a scenario file may hold, and could not be opened again</source>
        <translation>das Szenario bräuchte %1, mehr als die %2, die eine Szenariodatei fassen darf, und ließe sich nicht wieder öffnen</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="452"/>
        <source>%1: cannot save: %2. Remove tokens, heads or columns, then save.</source>
        <translation>%1: Speichern nicht möglich: %2. Entfernen Sie Tokens, Köpfe oder Spalten und speichern Sie dann.</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="462"/>
        <source>%1: cannot save: %2</source>
        <translation>%1: Speichern nicht möglich: %2</translation>
    </message>
</context>
<context>
    <name>ScenarioValidation</name>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="27"/>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="55"/>
        <source>expected a finite number</source>
        <translation>erwartet eine endliche Zahl</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="36"/>
        <source>expected a %1 x %2 matrix (%3), found %4 x %5</source>
        <translation>erwartet eine %1 x %2-Matrix (%3), gefunden %4 x %5</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="51"/>
        <source>expected %1 numbers (%2), found %3</source>
        <translation>erwartet %1 Zahlen (%2), gefunden %3</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="68"/>
        <source>contains a control character (U+%1); a token name is a label, printable text only</source>
        <translation>enthält ein Steuerzeichen (U+%1); ein Token-Name ist eine Beschriftung, nur druckbarer Text</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="76"/>
        <source>contains U+%1, an invisible character that changes how text is shown (a direction override, a zero-width or line-breaking character); a token name is a label, printable text only</source>
        <translation>enthält U+%1, ein unsichtbares Zeichen, das die Darstellung des Textes ändert (eine Richtungsumkehr, ein Zeichen ohne Breite oder ein Umbruch); ein Tokenname ist eine Beschriftung, nur druckbarer Text</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="81"/>
        <source>contains U+%1, which Unicode keeps out of text (a noncharacter); a token name is a label, printable text only</source>
        <translation>enthält U+%1, das Unicode aus Text heraushält (ein Nichtzeichen); ein Tokenname ist eine Beschriftung, nur druckbarer Text</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="89"/>
        <source>contains U+%1, an invisible character or a noncharacter; a token name is a label, printable text only</source>
        <translation>enthält U+%1, ein unsichtbares Zeichen oder ein Nichtzeichen; ein Tokenname ist eine Beschriftung, nur druckbarer Text</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="96"/>
        <source>contains U+%1, half of a surrogate pair without the other half; a token name is text that UTF-8 can hold</source>
        <translation>enthält U+%1, die Hälfte eines Surrogatpaars ohne die andere; ein Token-Name ist Text, den UTF-8 fassen kann</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="103"/>
        <source>is empty; a token needs a name to label its row and column</source>
        <translation>ist leer; ein Token braucht einen Namen für seine Zeile und Spalte</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="104"/>
        <source>has only spaces; a token needs a name to label its row and column</source>
        <translation>hat nur Leerzeichen; ein Token braucht einen Namen für seine Zeile und Spalte</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="106"/>
        <source>&quot;%1…&quot; has %2 characters; a token name has at most %3</source>
        <translation>„%1…“ hat %2 Zeichen; ein Token-Name hat höchstens %3</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="121"/>
        <source>expected 1 to %1 tokens, found %2</source>
        <translation>erwartet 1 bis %1 Tokens, gefunden %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="130"/>
        <source>expected one vector per token (%1), found %2</source>
        <translation>erwartet einen Vektor pro Token (%1), gefunden %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="137"/>
        <source>has %1, but source.vectors[0] has %2: the source and the target need the same d_model</source>
        <translation>hat %1, aber source.vectors[0] hat %2: Quelle und Ziel brauchen dasselbe d_model</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="143"/>
        <source>expected 1 to %1 numbers per vector (d_model), found %2</source>
        <translation>erwartet 1 bis %1 Zahlen pro Vektor (d_model), gefunden %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="150"/>
        <source>one learned position per token x d_model</source>
        <translation>eine gelernte Position pro Token x d_model</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="161"/>
        <source>expected 1 to %1 heads, found %2</source>
        <translation>erwartet 1 bis %1 Köpfe, gefunden %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="168"/>
        <source>d_k and d_v must be at least 1</source>
        <translation>d_k und d_v müssen mindestens 1 sein</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="173"/>
        <source>d_model x d_k, as wq</source>
        <translation>d_model x d_k, wie wq</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="178"/>
        <source>d_k, the columns of wq</source>
        <translation>d_k, die Spalten von wq</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="180"/>
        <source>d_k, the columns of wk</source>
        <translation>d_k, die Spalten von wk</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="182"/>
        <source>d_v, the columns of wv</source>
        <translation>d_v, die Spalten von wv</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="197"/>
        <source>1 number</source>
        <translation>1 Zahl</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="197"/>
        <source>%1 numbers</source>
        <translation>%1 Zahlen</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="218"/>
        <source>at most %1 characters, found %2</source>
        <translation>höchstens %1 Zeichen, gefunden %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="233"/>
        <source>missing (&quot;positions&quot;: &quot;learned&quot; needs a vector per place, one per token)</source>
        <translation>fehlt (&quot;positions&quot;: &quot;learned&quot; braucht einen Vektor pro Stelle, einen pro Token)</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="236"/>
        <source>given, but the scenario&apos;s &quot;positions&quot; is not &quot;learned&quot;</source>
        <translation>angegeben, aber &quot;positions&quot; des Szenarios ist nicht &quot;learned&quot;</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="239"/>
        <source>expected a number from %1 to %2</source>
        <translation>erwartet eine Zahl von %1 bis %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="245"/>
        <source>cross attention needs a target sequence (it supplies the queries)</source>
        <translation>Cross-Attention braucht eine Zielfolge (sie liefert die Queries)</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="263"/>
        <source>labels for a target, but the scenario has none</source>
        <translation>Beschriftungen für ein Ziel, aber das Szenario hat keins</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="266"/>
        <source>expected %1 labels, one per token, found %2</source>
        <translation>erwartet %1 Beschriftungen, eine pro Token, gefunden %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="276"/>
        <source>sum of the heads&apos; d_v x d_model</source>
        <translation>Summe der d_v der Köpfe x d_model</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="280"/>
        <source>missing: without wo the heads&apos; d_v must add up to d_model (%1), but they add up to %2</source>
        <translation>fehlt: ohne wo müssen die d_v der Köpfe zusammen d_model (%1) ergeben, sie ergeben aber %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="285"/>
        <source>d_model, the columns of wo</source>
        <translation>d_model, die Spalten von wo</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="288"/>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="290"/>
        <source>d_model, one per column of the vectors</source>
        <translation>d_model, eine pro Spalte der Vektoren</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="295"/>
        <source>expected a number above 0 and at most 1, found %1</source>
        <translation>erwartet eine Zahl über 0 und höchstens 1, gefunden %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="300"/>
        <source>every stage of %1 heads over %2 x %3 tokens needs %4 MiB, at most %5 MiB: use fewer tokens or heads</source>
        <translation>alle Schritte von %1 Köpfen über %2 x %3 Tokens brauchen %4&#xa0;MiB, höchstens %5&#xa0;MiB gehen: nehmen Sie weniger Tokens oder Köpfe</translation>
    </message>
</context>
<context>
    <name>SetVectorCommand</name>
    <message>
        <location filename="../ui/document/SetVectorCommand.cpp" line="15"/>
        <source>Move the vector of “%1”</source>
        <translation>Vektor von „%1“ verschieben</translation>
    </message>
</context>
<context>
    <name>StageText</name>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="335"/>
        <source>Vectors</source>
        <translation>Vektoren</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="381"/>
        <source>Attention compares vectors by their content only, so on its own it cannot tell “dog bites man” from “man bites dog”. Adding to each token a vector that depends on its place (p = 0, 1, 2, …) makes the same word at another place a different vector: order now changes the scores.</source>
        <translation>Attention vergleicht Vektoren nur nach ihrem Inhalt und kann daher allein „dog bites man“ nicht von „man bites dog“ unterscheiden. Wird zu jedem Token ein Vektor addiert, der von seinem Platz abhängt (p = 0, 1, 2, …), ist dasselbe Wort an anderer Stelle ein anderer Vektor: Nun ändert die Reihenfolge die Scores.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="346"/>
        <source>X&lt;sub&gt;target&lt;/sub&gt; (queries), X&lt;sub&gt;source&lt;/sub&gt; (keys and values): one row of d&lt;sub&gt;model&lt;/sub&gt; numbers per token</source>
        <translation>X&lt;sub&gt;Ziel&lt;/sub&gt; (Queries), X&lt;sub&gt;Quelle&lt;/sub&gt; (Keys und Values): eine Zeile mit d&lt;sub&gt;model&lt;/sub&gt; Zahlen pro Token</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="334"/>
        <source>Token vectors</source>
        <translation>Token-Vektoren</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="338"/>
        <source>E&lt;sub&gt;target&lt;/sub&gt; (queries), E&lt;sub&gt;source&lt;/sub&gt; (keys and values): one row of d&lt;sub&gt;model&lt;/sub&gt; numbers per token</source>
        <translation>E&lt;sub&gt;Ziel&lt;/sub&gt; (Queries), E&lt;sub&gt;Quelle&lt;/sub&gt; (Keys und Values): eine Zeile mit d&lt;sub&gt;model&lt;/sub&gt; Zahlen pro Token</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="340"/>
        <source>E: one row of d&lt;sub&gt;model&lt;/sub&gt; numbers per token</source>
        <translation>E: eine Zeile mit d&lt;sub&gt;model&lt;/sub&gt; Zahlen pro Token</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="348"/>
        <source>X: one row of d&lt;sub&gt;model&lt;/sub&gt; numbers per token</source>
        <translation>X: eine Zeile mit d&lt;sub&gt;model&lt;/sub&gt; Zahlen pro Token</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="349"/>
        <source>Every token enters as a vector. Words with related meanings get vectors that point in similar directions, and the dot product of two vectors is large when they do.</source>
        <translation>Jedes Token geht als Vektor ein. Wörter mit verwandter Bedeutung erhalten Vektoren, die in ähnliche Richtungen zeigen, und das Skalarprodukt zweier Vektoren ist dann groß.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="373"/>
        <location filename="../ui/render/StageCatalogue.cpp" line="374"/>
        <source>Positions</source>
        <translation>Positionen</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="377"/>
        <source>%1 = E + P,&amp;nbsp; P&lt;sub&gt;p&lt;/sub&gt;: a vector learnt for each place p, as GPT-2&apos;s</source>
        <translation>%1 = E + P,&amp;nbsp; P&lt;sub&gt;p&lt;/sub&gt;: ein für jede Stelle p gelernter Vektor, wie bei GPT-2</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="378"/>
        <source>%1 = E + P,&amp;nbsp; P&lt;sub&gt;p, 2i&lt;/sub&gt; = sin(p / 10000&lt;sup&gt;2i/d&lt;/sup&gt;),&amp;nbsp; P&lt;sub&gt;p, 2i+1&lt;/sub&gt; = cos(p / 10000&lt;sup&gt;2i/d&lt;/sup&gt;)</source>
        <translation>%1 = E + P,&amp;nbsp; P&lt;sub&gt;p, 2i&lt;/sub&gt; = sin(p / 10000&lt;sup&gt;2i/d&lt;/sup&gt;),&amp;nbsp; P&lt;sub&gt;p, 2i+1&lt;/sub&gt; = cos(p / 10000&lt;sup&gt;2i/d&lt;/sup&gt;)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="436"/>
        <source>Layer norm</source>
        <translation>Layer-Norm</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="437"/>
        <source>Norm</source>
        <translation>Norm</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="444"/>
        <source>Hover a standardised number, or one of X, to see its arithmetic.</source>
        <translation>Fahren Sie über eine standardisierte Zahl oder eine von X, um ihre Rechnung zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="557"/>
        <source>Queries, keys and values</source>
        <translation>Queries, Keys und Values</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="558"/>
        <source>Q, K, V</source>
        <translation>Q, K, V</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="560"/>
        <source>Q = X&lt;sub&gt;target&lt;/sub&gt; W&lt;sub&gt;Q&lt;/sub&gt; + b&lt;sub&gt;Q&lt;/sub&gt;,&amp;nbsp; K = X&lt;sub&gt;source&lt;/sub&gt; W&lt;sub&gt;K&lt;/sub&gt; + b&lt;sub&gt;K&lt;/sub&gt;,&amp;nbsp; V = X&lt;sub&gt;source&lt;/sub&gt; W&lt;sub&gt;V&lt;/sub&gt; + b&lt;sub&gt;V&lt;/sub&gt;</source>
        <translation>Q = X&lt;sub&gt;Ziel&lt;/sub&gt; W&lt;sub&gt;Q&lt;/sub&gt; + b&lt;sub&gt;Q&lt;/sub&gt;,&amp;nbsp; K = X&lt;sub&gt;Quelle&lt;/sub&gt; W&lt;sub&gt;K&lt;/sub&gt; + b&lt;sub&gt;K&lt;/sub&gt;,&amp;nbsp; V = X&lt;sub&gt;Quelle&lt;/sub&gt; W&lt;sub&gt;V&lt;/sub&gt; + b&lt;sub&gt;V&lt;/sub&gt;</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="562"/>
        <source>Q = X W&lt;sub&gt;Q&lt;/sub&gt; + b&lt;sub&gt;Q&lt;/sub&gt;,&amp;nbsp; K = X W&lt;sub&gt;K&lt;/sub&gt; + b&lt;sub&gt;K&lt;/sub&gt;,&amp;nbsp; V = X W&lt;sub&gt;V&lt;/sub&gt; + b&lt;sub&gt;V&lt;/sub&gt;</source>
        <translation>Q = X W&lt;sub&gt;Q&lt;/sub&gt; + b&lt;sub&gt;Q&lt;/sub&gt;,&amp;nbsp; K = X W&lt;sub&gt;K&lt;/sub&gt; + b&lt;sub&gt;K&lt;/sub&gt;,&amp;nbsp; V = X W&lt;sub&gt;V&lt;/sub&gt; + b&lt;sub&gt;V&lt;/sub&gt;</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="564"/>
        <source>Each head multiplies the vectors by three matrices it has learnt and adds a learnt bias, the same row for every token. A query says what a token is looking for, a key what it can be found by, and a value what it hands on when it is found.</source>
        <translation>Jeder Kopf multipliziert die Vektoren mit drei gelernten Matrizen und addiert einen gelernten Bias, dieselbe Zeile für jedes Token. Eine Query sagt, was ein Token sucht, ein Key, wodurch es gefunden werden kann, und ein Value, was es weitergibt, wenn es gefunden wird.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="568"/>
        <source>Q = X&lt;sub&gt;target&lt;/sub&gt; W&lt;sub&gt;Q&lt;/sub&gt;,&amp;nbsp; K = X&lt;sub&gt;source&lt;/sub&gt; W&lt;sub&gt;K&lt;/sub&gt;,&amp;nbsp; V = X&lt;sub&gt;source&lt;/sub&gt; W&lt;sub&gt;V&lt;/sub&gt;</source>
        <translation>Q = X&lt;sub&gt;Ziel&lt;/sub&gt; W&lt;sub&gt;Q&lt;/sub&gt;,&amp;nbsp; K = X&lt;sub&gt;Quelle&lt;/sub&gt; W&lt;sub&gt;K&lt;/sub&gt;,&amp;nbsp; V = X&lt;sub&gt;Quelle&lt;/sub&gt; W&lt;sub&gt;V&lt;/sub&gt;</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="570"/>
        <source>Q = X W&lt;sub&gt;Q&lt;/sub&gt;,&amp;nbsp; K = X W&lt;sub&gt;K&lt;/sub&gt;,&amp;nbsp; V = X W&lt;sub&gt;V&lt;/sub&gt;</source>
        <translation>Q = X W&lt;sub&gt;Q&lt;/sub&gt;,&amp;nbsp; K = X W&lt;sub&gt;K&lt;/sub&gt;,&amp;nbsp; V = X W&lt;sub&gt;V&lt;/sub&gt;</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="571"/>
        <source>Each head multiplies the vectors by three matrices it has learnt. A query says what a token is looking for, a key what it can be found by, and a value what it hands on when it is found.</source>
        <translation>Jeder Kopf multipliziert die Vektoren mit drei gelernten Matrizen. Eine Query sagt, wonach ein Token sucht, ein Key, woran es gefunden werden kann, und ein Value, was es weitergibt, wenn es gefunden wird.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="686"/>
        <source>Scores: every query against every key</source>
        <translation>Scores: jede Query gegen jeden Key</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="721"/>
        <source>Scaling by √d&lt;sub&gt;k&lt;/sub&gt;</source>
        <translation>Skalierung mit √d&lt;sub&gt;k&lt;/sub&gt;</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="731"/>
        <source>S / √d&lt;sub&gt;k&lt;/sub&gt; = S / √%1 ≈ S / %2</source>
        <translation>S / √d&lt;sub&gt;k&lt;/sub&gt; = S / √%1 ≈ S / %2</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="758"/>
        <source>The mask</source>
        <translation>Die Maske</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="798"/>
        <source>Softmax: scores become weights</source>
        <translation>Softmax: aus Scores werden Gewichte</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="855"/>
        <source>Weighted sum of the values</source>
        <translation>Gewichtete Summe der Values</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="887"/>
        <source>Concatenating the heads</source>
        <translation>Verketten der Köpfe</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="947"/>
        <source>Output projection</source>
        <translation>Ausgabeprojektion</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="687"/>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="343"/>
        <source>x: one row of d&lt;sub&gt;model&lt;/sub&gt; numbers per token, as it comes in; the layer norm makes X of it</source>
        <translation>x: eine Zeile mit d&lt;sub&gt;model&lt;/sub&gt; Zahlen pro Token, wie sie hereinkommt; die Layer-Norm macht X daraus</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="438"/>
        <source>X = (x − μ) / √(σ² + ε) ⊙ γ + β,&amp;nbsp; μ, σ²: each row&apos;s mean and variance,&amp;nbsp; ε = %1</source>
        <translation>X = (x − μ) / √(σ² + ε) ⊙ γ + β,&amp;nbsp; μ, σ²: Mittelwert und Varianz jeder Zeile,&amp;nbsp; ε = %1</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="441"/>
        <source>Each token&apos;s vector is put on one scale: less its mean, divided by its spread, every row has mean 0 and variance 1. A learnt gain γ and bias β then stretch and shift each column. GPT-2 does this before every attention layer.</source>
        <translation>Der Vektor jedes Tokens kommt auf eine gemeinsame Skala: ohne seinen Mittelwert, geteilt durch seine Streuung, hat jede Zeile Mittelwert 0 und Varianz 1. Ein gelernter Faktor γ und ein Bias β strecken und verschieben dann jede Spalte. GPT-2 tut das vor jeder Attention-Schicht.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="688"/>
        <source>S = Q K&lt;sup&gt;T&lt;/sup&gt;,&amp;nbsp; s&lt;sub&gt;ij&lt;/sub&gt; = q&lt;sub&gt;i&lt;/sub&gt; · k&lt;sub&gt;j&lt;/sub&gt; = Σ&lt;sub&gt;c&lt;/sub&gt; q&lt;sub&gt;ic&lt;/sub&gt; k&lt;sub&gt;jc&lt;/sub&gt;</source>
        <translation>S = Q K&lt;sup&gt;T&lt;/sup&gt;,&amp;nbsp; s&lt;sub&gt;ij&lt;/sub&gt; = q&lt;sub&gt;i&lt;/sub&gt; · k&lt;sub&gt;j&lt;/sub&gt; = Σ&lt;sub&gt;c&lt;/sub&gt; q&lt;sub&gt;ic&lt;/sub&gt; k&lt;sub&gt;jc&lt;/sub&gt;</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="690"/>
        <source>One dot product per pair of query and key. A large score means the two vectors point the same way: this key is a good match for what the query is looking for.</source>
        <translation>Ein Skalarprodukt pro Paar aus Query und Key. Ein großer Score bedeutet, dass beide Vektoren in dieselbe Richtung zeigen: Dieser Key passt gut zu dem, was die Query sucht.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="692"/>
        <source>Hover a score to see its products term by term; click it to pin them onto the page.</source>
        <translation>Fahren Sie über einen Score, um seine Produkte Term für Term zu sehen; klicken Sie ihn an, um sie auf die Seite zu heften.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="722"/>
        <source>Scale</source>
        <translation>Skalieren</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="729"/>
        <source>S / √d&lt;sub&gt;k&lt;/sub&gt; = S / √%1 = S / %2</source>
        <translation>S / √d&lt;sub&gt;k&lt;/sub&gt; = S / √%1 = S / %2</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="727"/>
        <source>scaling is off: the scores pass on unchanged</source>
        <translation>Skalierung ist aus: Die Scores werden unverändert weitergegeben</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="732"/>
        <source>A dot product adds up d&lt;sub&gt;k&lt;/sub&gt; products, so it grows with the length of the vectors. Dividing by √d&lt;sub&gt;k&lt;/sub&gt; keeps the scores in a range where softmax still shares attention between keys, instead of giving almost all of it to one.</source>
        <translation>Ein Skalarprodukt summiert d&lt;sub&gt;k&lt;/sub&gt; Produkte und wächst daher mit der Länge der Vektoren. Die Division durch √d&lt;sub&gt;k&lt;/sub&gt; hält die Scores in einem Bereich, in dem Softmax die Aufmerksamkeit noch auf mehrere Keys verteilt, statt fast alles einem zu geben.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="759"/>
        <source>Mask</source>
        <translation>Maske</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="761"/>
        <source>s&lt;sub&gt;ij&lt;/sub&gt; = −∞ where j &amp;gt; i</source>
        <translation>s&lt;sub&gt;ij&lt;/sub&gt; = −∞ für j &amp;gt; i</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="762"/>
        <source>Causal attention: a token may look only at itself and the tokens before it, as when text is written one word at a time. Scores for later tokens become −∞, so softmax gives them exactly nothing.</source>
        <translation>Kausale Attention: Ein Token darf nur sich selbst und die Tokens davor sehen, wie beim Schreiben eines Textes Wort für Wort. Scores späterer Tokens werden −∞, daher gibt Softmax ihnen genau nichts.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="766"/>
        <location filename="../ui/render/StageCatalogue.cpp" line="770"/>
        <source>no mask</source>
        <translation>keine Maske</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="767"/>
        <source>Cross attention has no mask: each target token may look at every token of the source sentence, as a translator reads the whole original.</source>
        <translation>Cross-Attention hat keine Maske: Jedes Ziel-Token darf jedes Token des Quellsatzes sehen, so wie ein Übersetzer das ganze Original liest.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="771"/>
        <source>Bidirectional attention has no mask: every token sees all the others, before and after it, as in BERT&apos;s encoder.</source>
        <translation>Bidirektionale Attention hat keine Maske: Jedes Token sieht alle anderen, davor und danach, wie im Encoder von BERT.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="799"/>
        <source>Softmax</source>
        <translation>Softmax</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="801"/>
        <source>w&lt;sub&gt;ij&lt;/sub&gt; = exp(s&lt;sub&gt;ij&lt;/sub&gt;) / Σ&lt;sub&gt;j&apos;&lt;/sub&gt; exp(s&lt;sub&gt;ij&apos;&lt;/sub&gt;)</source>
        <translation>w&lt;sub&gt;ij&lt;/sub&gt; = exp(s&lt;sub&gt;ij&lt;/sub&gt;) / Σ&lt;sub&gt;j&apos;&lt;/sub&gt; exp(s&lt;sub&gt;ij&apos;&lt;/sub&gt;)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="802"/>
        <source>w&lt;sub&gt;ij&lt;/sub&gt; = exp(s&lt;sub&gt;ij&lt;/sub&gt; / T) / Σ&lt;sub&gt;j&apos;&lt;/sub&gt; exp(s&lt;sub&gt;ij&apos;&lt;/sub&gt; / T),&amp;nbsp; T = %1</source>
        <translation>w&lt;sub&gt;ij&lt;/sub&gt; = exp(s&lt;sub&gt;ij&lt;/sub&gt; / T) / Σ&lt;sub&gt;j&apos;&lt;/sub&gt; exp(s&lt;sub&gt;ij&apos;&lt;/sub&gt; / T),&amp;nbsp; T = %1</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="808"/>
        <source>Each row of scores turns into weights that are positive and add up to 1: how much attention the query pays to each key. The largest score gets the largest share; a masked key gets exactly 0.</source>
        <translation>Jede Zeile von Scores wird zu positiven Gewichten, die sich zu 1 addieren: wie viel Aufmerksamkeit die Query jedem Key schenkt. Der größte Score erhält den größten Anteil; ein maskierter Key erhält genau 0.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="811"/>
        <source>Each row of scores turns into weights that are positive and add up to 1: how much attention the query pays to each key. The largest score gets the largest share.</source>
        <translation>Jede Zeile von Scores wird zu positiven Gewichten, die sich zu 1 addieren: wie viel Aufmerksamkeit die Query jedem Key schenkt. Der größte Score erhält den größten Anteil.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="856"/>
        <source>W · V</source>
        <translation>W · V</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="857"/>
        <source>Z = W V,&amp;nbsp; z&lt;sub&gt;i&lt;/sub&gt; = Σ&lt;sub&gt;j&lt;/sub&gt; w&lt;sub&gt;ij&lt;/sub&gt; v&lt;sub&gt;j&lt;/sub&gt;</source>
        <translation>Z = W V,&amp;nbsp; z&lt;sub&gt;i&lt;/sub&gt; = Σ&lt;sub&gt;j&lt;/sub&gt; w&lt;sub&gt;ij&lt;/sub&gt; v&lt;sub&gt;j&lt;/sub&gt;</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="858"/>
        <source>Each query&apos;s result is an average of the value vectors, weighted by its attention weights: it takes most from the keys it matched best.</source>
        <translation>Das Ergebnis jeder Query ist ein Mittel der Value-Vektoren, gewichtet mit ihren Attention-Gewichten: Es nimmt am meisten von den Keys, die am besten passen.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="888"/>
        <source>Concat</source>
        <translation>Verketten</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="891"/>
        <source>[Z&lt;sub&gt;1&lt;/sub&gt;] = Z&lt;sub&gt;1&lt;/sub&gt;</source>
        <translation>[Z&lt;sub&gt;1&lt;/sub&gt;] = Z&lt;sub&gt;1&lt;/sub&gt;</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="892"/>
        <source>This layer has one head, so its output Z&lt;sub&gt;1&lt;/sub&gt; goes on as it is. With several heads, each does the same steps with its own matrices, and their results are placed side by side, one row per token.</source>
        <translation>Diese Schicht hat einen Kopf, also geht seine Ausgabe Z&lt;sub&gt;1&lt;/sub&gt; unverändert weiter. Mit mehreren Köpfen führt jeder dieselben Schritte mit eigenen Matrizen aus, und ihre Ergebnisse werden nebeneinandergestellt, eine Zeile pro Token.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="897"/>
        <source>[Z&lt;sub&gt;1&lt;/sub&gt; | Z&lt;sub&gt;2&lt;/sub&gt; | … | Z&lt;sub&gt;h&lt;/sub&gt;]</source>
        <translation>[Z&lt;sub&gt;1&lt;/sub&gt; | Z&lt;sub&gt;2&lt;/sub&gt; | … | Z&lt;sub&gt;h&lt;/sub&gt;]</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="898"/>
        <source>Every head did the same steps with its own matrices, so each may have looked for something different. Their results are placed side by side, one row per token.</source>
        <translation>Jeder Kopf hat dieselben Schritte mit eigenen Matrizen ausgeführt und kann daher nach etwas anderem gesucht haben. Ihre Ergebnisse werden nebeneinandergestellt, eine Zeile pro Token.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="948"/>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="950"/>
        <source>Output = Z&lt;sub&gt;1&lt;/sub&gt; W&lt;sub&gt;O&lt;/sub&gt; + b&lt;sub&gt;O&lt;/sub&gt;</source>
        <translation>Ausgabe = Z&lt;sub&gt;1&lt;/sub&gt; W&lt;sub&gt;O&lt;/sub&gt; + b&lt;sub&gt;O&lt;/sub&gt;</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="951"/>
        <source>Output = Z&lt;sub&gt;1&lt;/sub&gt; W&lt;sub&gt;O&lt;/sub&gt;</source>
        <translation>Ausgabe = Z&lt;sub&gt;1&lt;/sub&gt; W&lt;sub&gt;O&lt;/sub&gt;</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="953"/>
        <source>Output = [Z&lt;sub&gt;1&lt;/sub&gt; | … | Z&lt;sub&gt;h&lt;/sub&gt;] W&lt;sub&gt;O&lt;/sub&gt; + b&lt;sub&gt;O&lt;/sub&gt;</source>
        <translation>Ausgabe = [Z&lt;sub&gt;1&lt;/sub&gt; | … | Z&lt;sub&gt;h&lt;/sub&gt;] W&lt;sub&gt;O&lt;/sub&gt; + b&lt;sub&gt;O&lt;/sub&gt;</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="954"/>
        <source>Output = [Z&lt;sub&gt;1&lt;/sub&gt; | … | Z&lt;sub&gt;h&lt;/sub&gt;] W&lt;sub&gt;O&lt;/sub&gt;</source>
        <translation>Ausgabe = [Z&lt;sub&gt;1&lt;/sub&gt; | … | Z&lt;sub&gt;h&lt;/sub&gt;] W&lt;sub&gt;O&lt;/sub&gt;</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="955"/>
        <source>A last learnt matrix mixes what the heads found into one vector of d&lt;sub&gt;model&lt;/sub&gt; numbers per token: the output of the attention layer.</source>
        <translation>Eine letzte gelernte Matrix mischt, was die Köpfe gefunden haben, zu einem Vektor mit d&lt;sub&gt;model&lt;/sub&gt; Zahlen pro Token: die Ausgabe der Attention-Schicht.</translation>
    </message>
</context>
<context>
    <name>ToyTask</name>
    <message>
        <location filename="../core/training/ToyTask.cpp" line="64"/>
        <source>Mirror the sequence</source>
        <translation>Die Folge spiegeln</translation>
    </message>
    <message>
        <location filename="../core/training/ToyTask.cpp" line="66"/>
        <source>Find the previous occurrence</source>
        <translation>Das frühere Vorkommen finden</translation>
    </message>
    <message>
        <location filename="../core/training/ToyTask.cpp" line="68"/>
        <source>Align a translation</source>
        <translation>Eine Übersetzung ausrichten</translation>
    </message>
    <message>
        <location filename="../core/training/ToyTask.cpp" line="77"/>
        <source>Bidirectional attention. At position i the answer is the token at the mirrored position n − 1 − i. Only that key&apos;s value holds the answer, so the weights should form the anti-diagonal.</source>
        <translation>Bidirektionale Attention. An Position i ist die Antwort das Token an der gespiegelten Position n − 1 − i. Nur der Value dieses Keys enthält die Antwort, also sollten die Gewichte die Gegendiagonale bilden.</translation>
    </message>
    <message>
        <location filename="../core/training/ToyTask.cpp" line="81"/>
        <source>Causal attention. The answer at each position is where the same token appeared before (or the position itself, the first time). The weights should leave the diagonal exactly where a token repeats.</source>
        <translation>Kausale Attention. Die Antwort an jeder Position ist die Stelle, an der dasselbe Token schon vorkam (beim ersten Mal die Position selbst). Die Gewichte sollten genau dort die Diagonale verlassen, wo sich ein Token wiederholt.</translation>
    </message>
    <message>
        <location filename="../core/training/ToyTask.cpp" line="86"/>
        <source>Cross attention. Each word of a made-up language must name the English word it translates. Its word order differs (adjective after the noun, verb last, adverb first), so the alignment is not the diagonal.</source>
        <translation>Cross-Attention. Jedes Wort einer erfundenen Sprache muss das englische Wort nennen, das es übersetzt. Die Wortstellung ist anders (Adjektiv nach dem Nomen, Verb am Ende, Adverb am Anfang), also ist die Zuordnung nicht die Diagonale.</translation>
    </message>
    <message>
        <location filename="../core/training/ToyTask.cpp" line="157"/>
        <source>position %1</source>
        <translation>Position %1</translation>
    </message>
</context>
<context>
    <name>Trainer</name>
    <message>
        <location filename="../core/training/Trainer.cpp" line="38"/>
        <source>sequence length: expected %1 to %2 tokens, found %3</source>
        <translation>Folgenlänge: erwartet %1 bis %2 Tokens, gefunden %3</translation>
    </message>
    <message>
        <location filename="../core/training/Trainer.cpp" line="40"/>
        <source>d_model: expected %1 to %2, found %3</source>
        <translation>d_model: erwartet %1 bis %2, gefunden %3</translation>
    </message>
    <message>
        <location filename="../core/training/Trainer.cpp" line="42"/>
        <source>heads: expected 1 to %1, found %2</source>
        <translation>Köpfe: erwartet 1 bis %1, gefunden %2</translation>
    </message>
    <message>
        <location filename="../core/training/Trainer.cpp" line="44"/>
        <source>heads: d_model = %1 must split evenly into %2 heads (d_k = d_model / heads)</source>
        <translation>Köpfe: d_model = %1 muss sich glatt auf %2 Köpfe aufteilen (d_k = d_model / Köpfe)</translation>
    </message>
    <message>
        <location filename="../core/training/Trainer.cpp" line="46"/>
        <source>learning rate: expected more than 0 and at most %1, found %2</source>
        <translation>Lernrate: erwartet mehr als 0 und höchstens %1, gefunden %2</translation>
    </message>
    <message>
        <location filename="../core/training/Trainer.cpp" line="48"/>
        <source>weight decay: expected 0 to %1, found %2</source>
        <translation>Weight Decay: erwartet 0 bis %1, gefunden %2</translation>
    </message>
    <message>
        <location filename="../core/training/Trainer.cpp" line="50"/>
        <source>weight decay: learning rate × decay must stay below 1, found %1</source>
        <translation>Weight Decay: Lernrate × Decay muss unter 1 bleiben, gefunden %1</translation>
    </message>
    <message>
        <location filename="../core/training/Trainer.cpp" line="52"/>
        <source>batch size: expected 1 to %1, found %2</source>
        <translation>Batchgröße: erwartet 1 bis %1, gefunden %2</translation>
    </message>
    <message>
        <location filename="../core/training/Trainer.cpp" line="146"/>
        <source>Trained: %1, after %2 updates</source>
        <translation>Trainiert: %1, nach %2 Updates</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/training/Trainer.cpp" line="152"/>
        <source>%n head(s)</source>
        <translation>
            <numerusform>%n Kopf</numerusform>
            <numerusform>%n Köpfe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/training/Trainer.cpp" line="155"/>
        <source>These weights were learnt by back-propagation in the training panel: %1 updates of Adam (learning rate %2, batches of %3, seed %4, weight decay %10 on W_O and W_R), d_model = %5, %6. On %7 examples that training never saw, the mean loss is %8 and each head gives its right keys %9 of its attention.</source>
        <translation>Diese Gewichte wurden im Trainingsfenster per Backpropagation gelernt: %1 Updates mit Adam (Lernrate %2, Batches zu %3, Seed %4, Weight Decay %10 auf W_O und W_R), d_model = %5, %6. Auf %7 Beispielen, die das Training nie gesehen hat, ist der mittlere Verlust %8, und jeder Kopf gibt den richtigen Keys %9 seiner Attention.</translation>
    </message>
    <message>
        <location filename="../core/training/Trainer.cpp" line="170"/>
        <source>The vectors are fixed embeddings of the tokens (plus their positions, except in the translation, whose words are found by meaning alone). Training also learnt a readout W_R after W_O that turns each output row into an answer; the lesson stops at W_O. Step to **Softmax** to see the pattern the task needs.</source>
        <translation>Die Vektoren sind feste Embeddings der Tokens (plus ihrer Positionen, außer bei der Übersetzung, deren Wörter allein über ihre Bedeutung gefunden werden). Das Training hat auch ein Readout W_R nach W_O gelernt, das jede Ausgabezeile in eine Antwort verwandelt; die Lektion endet bei W_O. Gehen Sie zu **Softmax**, um das Muster zu sehen, das die Aufgabe braucht.</translation>
    </message>
</context>
<context>
    <name>TransformerForward</name>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="151"/>
        <source>%1, head %2 %3 (%4, %5)</source>
        <translation>%1, Kopf %2 %3 (%4, %5)</translation>
    </message>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="154"/>
        <source>the embeddings</source>
        <translation>die Embeddings</translation>
    </message>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="157"/>
        <source>layer %1</source>
        <translation>Schicht %1</translation>
    </message>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="164"/>
        <source>%1, head %2 weights</source>
        <translation>%1, Gewichte von Kopf %2</translation>
    </message>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="166"/>
        <source>output</source>
        <extracomment>a matrix&apos;s name after &quot;layer 3, head 2&quot; or &quot;layer 3&quot;: what the head or the layer gives out</extracomment>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="169"/>
        <source>x + attention</source>
        <translation>x + Attention</translation>
    </message>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="171"/>
        <source>MLP hidden</source>
        <translation>MLP-Zwischenschicht</translation>
    </message>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="172"/>
        <source>MLP output</source>
        <translation>MLP-Ausgabe</translation>
    </message>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="176"/>
        <source>the logits</source>
        <translation>die Logits</translation>
    </message>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="177"/>
        <source>the next-token probabilities</source>
        <translation>die Wahrscheinlichkeiten des nächsten Tokens</translation>
    </message>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="179"/>
        <source>%1: the numbers grow beyond float32&apos;s range (about ±3.4e38); the checkpoint&apos;s weights are too large</source>
        <translation>%1: die Zahlen wachsen über den Bereich von float32 hinaus (etwa ±3.4e38); die Gewichte des Checkpoints sind zu groß</translation>
    </message>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="187"/>
        <source>the text has no tokens</source>
        <translation>der Text hat keine Tokens</translation>
    </message>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="189"/>
        <source>the text has %1 tokens; this model&apos;s positions (n_positions) reach %2</source>
        <translation>der Text hat %1 Tokens; die Positionen dieses Modells (n_positions) reichen bis %2</translation>
    </message>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="194"/>
        <source>token %1: id %2 is outside the vocabulary (0 to %3)</source>
        <translation>Token %1: die ID %2 liegt außerhalb des Vokabulars (0 bis %3)</translation>
    </message>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="255"/>
        <source>a pass over %1 tokens (every layer&apos;s and head&apos;s weights kept)</source>
        <translation>ein Durchlauf über %1 Tokens (mit den Gewichten jeder Schicht und jedes Kopfes)</translation>
    </message>
</context>
<context>
    <name>WholeFileWrite</name>
    <message>
        <location filename="../core/io/WholeFileWrite.cpp" line="39"/>
        <location filename="../core/io/WholeFileWrite.cpp" line="47"/>
        <source>the data could not be written</source>
        <translation>die Daten konnten nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../core/io/WholeFileWrite.cpp" line="53"/>
        <source>the file could not be replaced</source>
        <translation>die Datei konnte nicht ersetzt werden</translation>
    </message>
    <message>
        <location filename="../core/io/WholeFileWrite.cpp" line="67"/>
        <source>cannot be opened for writing</source>
        <translation>lässt sich nicht zum Schreiben öffnen</translation>
    </message>
    <message>
        <location filename="../core/io/WholeFileWrite.cpp" line="81"/>
        <source>is a folder</source>
        <translation>ist ein Ordner</translation>
    </message>
    <message>
        <location filename="../core/io/WholeFileWrite.cpp" line="89"/>
        <source>is a symbolic link that leads nowhere (%1); name the file itself</source>
        <translation>ist ein symbolischer Link, der nirgendwohin führt (%1); nennen Sie die Datei selbst</translation>
    </message>
    <message>
        <location filename="../core/io/WholeFileWrite.cpp" line="98"/>
        <source>cannot be created</source>
        <translation>lässt sich nicht anlegen</translation>
    </message>
    <message>
        <location filename="../core/io/WholeFileWrite.cpp" line="101"/>
        <source>the folder %1 is not there (moved or deleted?)</source>
        <translation>der Ordner %1 ist nicht da (verschoben oder gelöscht?)</translation>
    </message>
    <message>
        <location filename="../core/io/WholeFileWrite.cpp" line="103"/>
        <source>no new file can be made in the folder %1 (%2)</source>
        <translation>im Ordner %1 kann keine neue Datei angelegt werden (%2)</translation>
    </message>
    <message>
        <location filename="../core/io/WholeFileWrite.cpp" line="138"/>
        <source>the output could not be written</source>
        <translation>die Ausgabe konnte nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>attn::ComplexityWindow</name>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="104"/>
        <source>The cost of attention — AttentionLab</source>
        <translation>Die Kosten von Attention — AttentionLab</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="105"/>
        <source>causal mask</source>
        <translation>kausale Maske</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="106"/>
        <source>Measure</source>
        <translation>Messen</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="107"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="108"/>
        <source>Save figure…</source>
        <translation>Abbildung speichern…</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="109"/>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="110"/>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="111"/>
        <source>(doubling)</source>
        <translation>(verdoppelnd)</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="112"/>
        <source>Sequence length n</source>
        <translation>Sequenzlänge n</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="113"/>
        <source>d_head</source>
        <translation>d_head</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="114"/>
        <source>heads</source>
        <translation>Köpfe</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="115"/>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="137"/>
        <source>the cost of attention</source>
        <translation>die Kosten der Attention</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="260"/>
        <source>%1 at n = %2: %3. The %4 score matrices (n × n per head) would need %5; the tiled path used %6 for Q, K, V and the output plus %7 of working memory.</source>
        <translation>%1 bei n = %2: %3. Die %4 Score-Matrizen (n × n pro Kopf) bräuchten %5; die gekachelte Berechnung brauchte %6 für Q, K, V und die Ausgabe plus %7 Arbeitsspeicher.</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="336"/>
        <source>The cost of attention</source>
        <translation>Die Kosten der Attention</translation>
    </message>
    <message>
        <location filename="../ui/render/ComplexityPicture.cpp" line="37"/>
        <source>sequence length n (tokens)</source>
        <translation>Sequenzlänge n (Tokens)</translation>
    </message>
    <message>
        <location filename="../ui/render/ComplexityPicture.cpp" line="38"/>
        <source>time (ms, median)</source>
        <translation>Zeit (ms, Median)</translation>
    </message>
    <message>
        <location filename="../ui/render/ComplexityPicture.cpp" line="56"/>
        <source>%1, n ≥ %2: time ∝ n</source>
        <translation>%1, n ≥ %2: Zeit ∝ n</translation>
    </message>
    <message>
        <location filename="../ui/render/ComplexityPicture.cpp" line="72"/>
        <source>Press Measure to time attention over doubling lengths.</source>
        <translation>Drücken Sie „Messen“, um die Attention über sich verdoppelnde Längen zu messen.</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="137"/>
        <source>Save figure</source>
        <translation>Abbildung speichern</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="137"/>
        <source>Images (*.png *.pdf *.svg)</source>
        <translation>Bilder (*.png *.pdf *.svg)</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="140"/>
        <source>
Saved %1</source>
        <translation>
%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../ui/render/ComplexityPicture.cpp" line="67"/>
        <source>n² reference</source>
        <translation>n²-Referenz</translation>
    </message>
</context>
<context>
    <name>attn::DeckExport</name>
    <message>
        <location filename="../ui/render/DeckExport.cpp" line="93"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/render/DeckExport.cpp" line="100"/>
        <source>%1: cannot make this folder</source>
        <translation>%1: dieser Ordner kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>attn::FigureExportDialog</name>
    <message>
        <location filename="../ui/figures/FigureExportDialog.cpp" line="15"/>
        <source>Export figure</source>
        <translation>Abbildung exportieren</translation>
    </message>
    <message>
        <location filename="../ui/render/FigureRegistry.cpp" line="141"/>
        <source>The current stage of the stepper</source>
        <translation>Der aktuelle Schritt</translation>
    </message>
    <message>
        <location filename="../ui/render/FigureRegistry.cpp" line="126"/>
        <source>Heatmap of the selected head</source>
        <translation>Heatmap des gewählten Kopfes</translation>
    </message>
    <message>
        <location filename="../ui/render/FigureRegistry.cpp" line="129"/>
        <source>Scores of the selected head</source>
        <translation>Scores des gewählten Kopfes</translation>
    </message>
    <message>
        <location filename="../ui/render/FigureRegistry.cpp" line="135"/>
        <source>Every head</source>
        <translation>Alle Köpfe</translation>
    </message>
    <message>
        <location filename="../ui/render/FigureRegistry.cpp" line="138"/>
        <source>The masks compared</source>
        <translation>Die Masken im Vergleich</translation>
    </message>
    <message>
        <location filename="../ui/render/FigureRegistry.cpp" line="132"/>
        <source>Vectors in 3-D</source>
        <translation>Vektoren in 3D</translation>
    </message>
    <message>
        <location filename="../ui/figures/FigureExportDialog.cpp" line="24"/>
        <location filename="../ui/figures/FigureExportDialog.cpp" line="28"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location filename="../ui/figures/FigureExportDialog.cpp" line="34"/>
        <source>PNG pixels per logical pixel: 2 gives a sharp figure on a high-resolution slide</source>
        <translation>PNG-Pixel pro logischem Pixel: 2 ergibt eine scharfe Abbildung auf einer hochauflösenden Folie</translation>
    </message>
    <message>
        <location filename="../ui/figures/FigureExportDialog.cpp" line="38"/>
        <source>Figure</source>
        <translation>Abbildung</translation>
    </message>
    <message>
        <location filename="../ui/figures/FigureExportDialog.cpp" line="39"/>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <location filename="../ui/figures/FigureExportDialog.cpp" line="40"/>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <location filename="../ui/figures/FigureExportDialog.cpp" line="41"/>
        <source>Scale (PNG)</source>
        <translation>Skalierung (PNG)</translation>
    </message>
    <message>
        <location filename="../ui/figures/FigureExportDialog.cpp" line="44"/>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <location filename="../ui/figures/FigureExportDialog.cpp" line="45"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location filename="../ui/figures/FigureExportDialog.cpp" line="60"/>
        <source>A PNG of %1 × %2 pixels; SVG and PDF are vector graphics.</source>
        <translation>Ein PNG mit %1 × %2 Pixeln; SVG und PDF sind Vektorgrafiken.</translation>
    </message>
</context>
<context>
    <name>attn::FiguresPanel</name>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="54"/>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="55"/>
        <source>Scores QKᵀ</source>
        <translation>Scores QKᵀ</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="56"/>
        <source>Scaled scores</source>
        <translation>Skalierte Scores</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="57"/>
        <source>Masked scores</source>
        <translation>Maskierte Scores</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="58"/>
        <source>Colours 0 to 1</source>
        <translation>Farben 0 bis 1</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="59"/>
        <source>Colours per row</source>
        <translation>Farben je Zeile</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="60"/>
        <source>Colours: data range</source>
        <translation>Farben: Datenbereich</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="61"/>
        <source>0 to 1 compares weights across rows and figures; per row shows the ranking within each row, however flat; the data range makes small differences visible</source>
        <translation>0 bis 1 vergleicht Gewichte über Zeilen und Abbildungen hinweg; je Zeile zeigt die Rangfolge in jeder Zeile, wie flach sie auch ist; der Datenbereich macht kleine Unterschiede sichtbar</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="63"/>
        <source>Token vectors x (drag to edit)</source>
        <translation>Token-Vektoren x (zum Bearbeiten ziehen)</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="64"/>
        <source>Queries and keys of the head</source>
        <translation>Queries und Keys des Kopfes</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="65"/>
        <source>Values of the head</source>
        <translation>Values des Kopfes</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="66"/>
        <source>Fit again</source>
        <translation>Neu einpassen</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="67"/>
        <source>A drag keeps the picture it began in, so that you see what it moved. Fit the directions and the frame to the vectors as they are now.</source>
        <translation>Beim Ziehen bleibt das Bild, wie es war, damit man sieht, was bewegt wurde. Richtungen und Rahmen an die Vektoren anpassen, wie sie jetzt sind.</translation>
    </message>
    <message>
        <location filename="../ui/render/FigureRegistry.cpp" line="127"/>
        <source>Heatmap</source>
        <translation>Heatmap</translation>
    </message>
    <message>
        <location filename="../ui/render/FigureRegistry.cpp" line="136"/>
        <source>All heads</source>
        <translation>Alle Köpfe</translation>
    </message>
    <message>
        <location filename="../ui/render/FigureRegistry.cpp" line="139"/>
        <source>Masks compared</source>
        <translation>Masken im Vergleich</translation>
    </message>
    <message>
        <location filename="../ui/render/FigureRegistry.cpp" line="133"/>
        <source>Vectors 3-D</source>
        <translation>Vektoren 3D</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="166"/>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="167"/>
        <source>Save this figure as PNG, SVG or PDF</source>
        <translation>Diese Abbildung als PNG, SVG oder PDF speichern</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="168"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="169"/>
        <source>Copy this figure to the clipboard, as an image and as SVG</source>
        <translation>Diese Abbildung in die Zwischenablage kopieren, als Bild und als SVG</translation>
    </message>
</context>
<context>
    <name>attn::HeatmapPlot</name>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="39"/>
        <source>Causal: earlier keys only</source>
        <translation>Kausal: nur frühere Keys</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="41"/>
        <source>Bidirectional: every key</source>
        <translation>Bidirektional: alle Keys</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="43"/>
        <source>Cross: target queries → source keys</source>
        <translation>Cross: Ziel-Queries → Quell-Keys</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="67"/>
        <source>Scores QKᵀ</source>
        <translation>Scores QKᵀ</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="69"/>
        <source>Scaled scores QKᵀ/√d_k</source>
        <translation>Skalierte Scores QKᵀ/√d_k</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="69"/>
        <source>Scores QKᵀ (scaling is off)</source>
        <translation>Scores QKᵀ (Skalierung aus)</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="73"/>
        <source>Masked scores</source>
        <translation>Maskierte Scores</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="74"/>
        <source>Scaled scores, no mask</source>
        <translation>Skalierte Scores, keine Maske</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="74"/>
        <source>Scores, no mask</source>
        <translation>Scores, keine Maske</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="76"/>
        <source>Attention weights</source>
        <translation>Attention-Gewichte</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="86"/>
        <source>%1, head %2 of %3</source>
        <translation>%1, Kopf %2 von %3</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="89"/>
        <source>%1, every head</source>
        <translation>%1, alle Köpfe</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="90"/>
        <source>%1: this lesson has one head</source>
        <translation>%1: diese Lektion hat nur einen Kopf</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="92"/>
        <source>%1 under each mask, head %2</source>
        <translation>%1 unter jeder Maske, Kopf %2</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="93"/>
        <source>%1 under each mask</source>
        <translation>%1 unter jeder Maske</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="115"/>
        <source>No result</source>
        <translation>Kein Ergebnis</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="143"/>
        <source>keys (the same tokens)</source>
        <translation>Keys (dieselben Tokens)</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="144"/>
        <source>queries (tokens)</source>
        <translation>Queries (Tokens)</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="151"/>
        <source>Head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="143"/>
        <source>keys (source tokens)</source>
        <translation>Keys (Quell-Tokens)</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="144"/>
        <source>queries (target tokens)</source>
        <translation>Queries (Ziel-Tokens)</translation>
    </message>
    <message>
        <location filename="../ui/figures/HeatmapPlot.cpp" line="197"/>
        <location filename="../ui/render/HeatmapFigures.cpp" line="108"/>
        <source>score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../ui/figures/HeatmapPlot.cpp" line="197"/>
        <location filename="../ui/render/HeatmapFigures.cpp" line="108"/>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="112"/>
        <source>Hatched cells are masked: the query may not see that key.</source>
        <translation>Schraffierte Zellen sind maskiert: Die Query darf diesen Key nicht sehen.</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="158"/>
        <source>Computing head %1 under the other masks…</source>
        <translation>Kopf %1 wird unter den anderen Masken berechnet …</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="162"/>
        <source>No comparison: not enough memory for this head under the other masks.</source>
        <translation>Kein Vergleich: zu wenig Speicher für diesen Kopf unter den anderen Masken.</translation>
    </message>
    <message>
        <location filename="../ui/figures/HeatmapPlot.cpp" line="194"/>
        <source>query “%1” → key “%2”</source>
        <translation>Query „%1“ → Key „%2“</translation>
    </message>
    <message>
        <location filename="../ui/figures/HeatmapPlot.cpp" line="196"/>
        <source>%1: masked (this query may not see this key)</source>
        <translation>%1: maskiert (diese Query darf diesen Key nicht sehen)</translation>
    </message>
</context>
<context>
    <name>attn::LanguageModelWindow</name>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="77"/>
        <source>layer %1, head %2</source>
        <translation>Schicht %1, Kopf %2</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="99"/>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="101"/>
        <source>Hatched cells are masked: each word sees only itself and the words before it.</source>
        <translation>Schraffierte Zellen sind maskiert: Jedes Wort sieht nur sich selbst und die Wörter davor.</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="103"/>
        <source>Type a sentence of the model&apos;s language.</source>
        <translation>Schreiben Sie einen Satz in der Sprache des Modells.</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="106"/>
        <source>Where each word looks: every head (rows: layers)</source>
        <translation>Wohin jedes Wort schaut: alle Köpfe (Zeilen: Schichten)</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="126"/>
        <source>L%1 H%2 (silenced)</source>
        <translation>S%1 K%2 (stumm)</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="127"/>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="659"/>
        <source>L%1 H%2</source>
        <translation>S%1 K%2</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="192"/>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="910"/>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="915"/>
        <source>Open a language model</source>
        <translation>Ein Sprachmodell öffnen</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="204"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="205"/>
        <source>Open the model that comes with the &amp;program</source>
        <translation>Das Modell öffnen, das dem &amp;Programm beiliegt</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="206"/>
        <source>&amp;Open a model file…</source>
        <translation>Modelldatei ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="207"/>
        <source>&amp;Save the model as…</source>
        <translation>Modell &amp;speichern unter…</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="208"/>
        <source>&amp;Export the heads&apos; picture…</source>
        <translation>Bild der Köpfe &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="209"/>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="210"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="211"/>
        <source>&amp;Larger text</source>
        <translation>&amp;Größerer Text</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="212"/>
        <source>&amp;Smaller text</source>
        <translation>&amp;Kleinerer Text</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="213"/>
        <source>&amp;Actual size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="259"/>
        <source>Train a model here</source>
        <translation>Hier ein Modell trainieren</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="260"/>
        <source>Layers:</source>
        <translation>Schichten:</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="261"/>
        <source>Heads per layer:</source>
        <translation>Köpfe pro Schicht:</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="262"/>
        <source>Updates:</source>
        <translation>Updates:</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="263"/>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="264"/>
        <source>Start again</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="265"/>
        <source>A new model from update 0 with these settings</source>
        <translation>Ein neues Modell ab Update 0 mit diesen Einstellungen</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="298"/>
        <source>update (logarithmic scale)</source>
        <translation>Update (logarithmische Skala)</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="299"/>
        <source>loss (nats)</source>
        <translation>Verlust (Nats)</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="300"/>
        <source>score</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="301"/>
        <source>held-out loss, nats per word</source>
        <translation>Verlust auf zurückgehaltenen Daten, Nats pro Wort</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="715"/>
        <source>best previous-token score, layer 1</source>
        <translation>bester Vorgänger-Token-Wert, Schicht 1</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="716"/>
        <source>best induction score, later layers</source>
        <translation>bester Induktionswert, spätere Schichten</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="317"/>
        <source>head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="317"/>
        <source>previous-token</source>
        <translation>Vorgänger-Token</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="317"/>
        <source>induction</source>
        <translation>Induktion</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="317"/>
        <source>silenced</source>
        <translation>stumm</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="319"/>
        <source>Mean weight a word gives the word just before it, on repeated random words</source>
        <translation>Mittleres Gewicht, das ein Wort dem Wort direkt davor gibt, auf wiederholten Zufallswörtern</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="321"/>
        <source>On random words said twice, mean weight a word of the repeat gives the word that followed its first occurrence: what a head that copies looks at</source>
        <translation>Auf zweimal gesagten Zufallswörtern das mittlere Gewicht, das ein Wort der Wiederholung dem Wort gibt, das seinem ersten Vorkommen folgte: worauf ein kopierender Kopf schaut</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="323"/>
        <source>Set the head&apos;s output to zero and see the prediction change</source>
        <translation>Die Ausgabe des Kopfes auf null setzen und sehen, wie sich die Vorhersage ändert</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="355"/>
        <source>The previous-token score is how much a head&apos;s words look at the word just before them; the induction score, on random words said twice, how much a word of the repeat looks at the word that followed it the first time.</source>
        <translation>Der Vorgänger-Token-Wert sagt, wie sehr die Wörter eines Kopfes auf das Wort direkt davor schauen; der Induktionswert, auf zufälligen Wörtern, die zweimal gesagt werden, wie sehr ein Wort der Wiederholung auf das Wort schaut, das ihm beim ersten Mal folgte.</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="359"/>
        <source>Watch for the moment a layer-1 head&apos;s previous-token score climbs and a layer-2 head&apos;s induction score leaps with it, while the loss drops: the induction head forming.</source>
        <translation>Achten Sie auf den Moment, in dem der Vorgänger-Token-Wert eines Kopfes der Schicht 1 steigt und der Induktionswert eines Kopfes der Schicht 2 mit ihm springt, während der Verlust fällt: Der Induktionskopf entsteht.</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="373"/>
        <source>Type a sentence of the model&apos;s language</source>
        <translation>Schreiben Sie einen Satz in der Sprache des Modells</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="374"/>
        <source>next word</source>
        <translation>nächstes Wort</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="374"/>
        <source>probability</source>
        <translation>Wahrscheinlichkeit</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="374"/>
        <source>with every head</source>
        <translation>mit allen Köpfen</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="375"/>
        <source>Click a head to choose it</source>
        <translation>Klicken Sie auf einen Kopf, um ihn zu wählen</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="376"/>
        <source>Step through the head with the model&apos;s numbers: its words&apos; vectors, W_Q, W_K, W_V, and its rows of W_O</source>
        <translation>Den Kopf Schritt für Schritt mit den Zahlen des Modells durchgehen: die Vektoren der Wörter, W_Q, W_K, W_V und seine Zeilen von W_O</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="384"/>
        <source>Open in the stepper</source>
        <translation>Im Schrittmodus öffnen</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="179"/>
        <source>A language model that learns to copy</source>
        <translation>Ein Sprachmodell, das kopieren lernt</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="438"/>
        <source>There is no model to save.</source>
        <translation>Es gibt kein Modell zu speichern.</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="441"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="587"/>
        <source>The model&apos;s words (%1): %2</source>
        <translation>Die Wörter des Modells (%1): %2</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="614"/>
        <source>Open a model (File menu) or train one.</source>
        <translation>Öffnen Sie ein Modell (Menü Datei) oder trainieren Sie eines.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="618"/>
        <source>%n word(s), each a token of the model</source>
        <translation>
            <numerusform>%n Wort, jedes ein Token des Modells</numerusform>
            <numerusform>%n Wörter, jedes ein Token des Modells</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="643"/>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="787"/>
        <source>Open %1 in the stepper</source>
        <translation>%1 im Schrittmodus öffnen</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="715"/>
        <source>final best previous-token score, layer 1</source>
        <translation>bester Vorgänger-Token-Wert am Ende, Schicht 1</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="716"/>
        <source>final best induction score, later layers</source>
        <translation>bester Induktionswert am Ende, spätere Schichten</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="717"/>
        <source>A model file keeps only its final scores: the dots at its last update. Train a model here to see them form, update by update.</source>
        <translation>Eine Modelldatei behält nur ihre Endwerte: die Punkte bei ihrem letzten Update. Trainieren Sie hier ein Modell, um sie Update für Update entstehen zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="793"/>
        <source>Open a model first.</source>
        <translation>Öffnen Sie zuerst ein Modell.</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="795"/>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="808"/>
        <source>Type a sentence first.</source>
        <translation>Schreiben Sie zuerst einen Satz.</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="854"/>
        <source>No model yet.</source>
        <translation>Noch kein Modell.</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="858"/>
        <source>Training: update %1 of %2, held-out loss %3 nats per word.</source>
        <translation>Training: Update %1 von %2, Verlust auf zurückgehaltenen Daten %3 Nats pro Wort.</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="860"/>
        <source>Trained here: update %1 of %2, held-out loss %3 nats per word%4.</source>
        <translation>Hier trainiert: Update %1 von %2, Verlust auf zurückgehaltenen Daten %3 Nats pro Wort%4.</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="863"/>
        <source> (not saved)</source>
        <translation> (nicht gespeichert)</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="864"/>
        <source>The model that comes with the program</source>
        <translation>Das Modell, das dem Programm beiliegt</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="866"/>
        <source>%1: %2 layers of %3 heads, trained for %4 updates (seed %5), held-out loss %6 nats per word.</source>
        <translation>%1: %2 Schichten mit %3 Köpfen, %4 Updates trainiert (Seed %5), Verlust auf zurückgehaltenen Daten %6 Nats pro Wort.</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="880"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="880"/>
        <source>Go on</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="880"/>
        <source>Train</source>
        <translation>Trainieren</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="899"/>
        <source>The model trained here</source>
        <translation>Das hier trainierte Modell</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="899"/>
        <source>The model trained here is not saved. Save it first?</source>
        <translation>Das hier trainierte Modell ist nicht gespeichert. Zuerst speichern?</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="910"/>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="920"/>
        <source>Language models (*.json)</source>
        <translation>Sprachmodelle (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="920"/>
        <source>Save the model</source>
        <translation>Modell speichern</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="920"/>
        <source>language model</source>
        <translation>Sprachmodell</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="927"/>
        <source>Export the heads&apos; picture</source>
        <translation>Bild der Köpfe exportieren</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="927"/>
        <source>language model - heads</source>
        <translation>Sprachmodell - Köpfe</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="928"/>
        <source>Figures (*.png *.svg *.pdf)</source>
        <translation>Abbildungen (*.png *.svg *.pdf)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="vanished">Exportieren</translation>
    </message>
</context>
<context>
    <name>attn::MainWindow</name>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="18"/>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="13"/>
        <source>AttentionLab</source>
        <translation>AttentionLab</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="85"/>
        <source>Save scenario</source>
        <translation>Szenario speichern</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="85"/>
        <source>Scenarios (*.json)</source>
        <translation>Szenarien (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="91"/>
        <source>Export figure</source>
        <translation>Abbildung exportieren</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="92"/>
        <source>PNG image (*.png);;SVG vector graphics (*.svg);;PDF (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Vektorgrafik (*.svg);;PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/MainWindow.cpp" line="140"/>
        <source>Figures</source>
        <translation>Abbildungen</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonExports.cpp" line="44"/>
        <source>Figure copied to the clipboard</source>
        <translation>Abbildung in die Zwischenablage kopiert</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/MainWindow.cpp" line="164"/>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="79"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="81"/>
        <source>&amp;New from lesson</source>
        <translation>&amp;Neu aus Lektion</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="88"/>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="80"/>
        <source>Open scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="80"/>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>Szenarien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="91"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="93"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="100"/>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="102"/>
        <source>Re&amp;load from disk</source>
        <translation>Von Platte neu &amp;laden</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="107"/>
        <source>&amp;Export figure…</source>
        <translation>Abbildung &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="110"/>
        <source>Export &amp;deck…</source>
        <translation>&amp;Folien exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="113"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="121"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="129"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="130"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="144"/>
        <source>&amp;Stages</source>
        <translation>&amp;Schritte</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="148"/>
        <source>&amp;Next stage</source>
        <translation>&amp;Nächster Schritt</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="151"/>
        <source>&amp;Previous stage</source>
        <translation>&amp;Vorheriger Schritt</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="153"/>
        <source>&amp;First stage</source>
        <translation>&amp;Erster Schritt</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="155"/>
        <source>&amp;Last stage</source>
        <translation>&amp;Letzter Schritt</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="164"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="177"/>
        <source>Scenario &amp;editor</source>
        <translation>Szenario-&amp;Editor</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="171"/>
        <source>Lesson &amp;notes</source>
        <translation>Lektions&amp;notizen</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonStatusBar.cpp" line="69"/>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="36"/>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="39"/>
        <source>Keep this version</source>
        <translation>Diese Version behalten</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="338"/>
        <source>AttentionLab closed before “%1” was saved. Its changes of %2 were kept.</source>
        <translation>AttentionLab wurde beendet, bevor „%1“ gespeichert war. Die Änderungen vom %2 wurden aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="344"/>
        <source>Recovering them opens them instead of “%1”.</source>
        <translation>Wiederherstellen öffnet sie anstelle von „%1“.</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="65"/>
        <source>“Not now” keeps them for the next start; “Discard” deletes them.</source>
        <translation>„Nicht jetzt“ bewahrt sie für den nächsten Start auf; „Verwerfen“ löscht sie.</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="35"/>
        <source>Reload from disk?</source>
        <translation>Von der Festplatte neu laden?</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="24"/>
        <source>Changes only in Undo</source>
        <translation>Änderungen nur in Rückgängig</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="26"/>
        <source>Bring them back</source>
        <translation>Zurückholen</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="48"/>
        <source>Replace the file?</source>
        <translation>Datei ersetzen?</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="49"/>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="66"/>
        <source>Recover</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="67"/>
        <source>Not now</source>
        <translation>Nicht jetzt</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="68"/>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonStatusBar.cpp" line="62"/>
        <source>Not autosaved: Save (Ctrl+S) keeps the work</source>
        <translation>Nicht automatisch gesichert: Speichern (Strg+S) bewahrt die Arbeit</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="129"/>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="130"/>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="178"/>
        <source>&amp;Figures</source>
        <translation>&amp;Abbildungen</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="195"/>
        <source>Heatmap &amp;palette</source>
        <translation>Heatmap-&amp;Palette</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="215"/>
        <source>&amp;Lecture mode</source>
        <translation>&amp;Vorlesungsmodus</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="207"/>
        <source>Present sli&amp;des</source>
        <translation>&amp;Folien präsentieren</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="186"/>
        <source>&amp;Smaller text</source>
        <translation>&amp;Kleinerer Text</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="229"/>
        <source>The &amp;cost of attention (O(n² d))…</source>
        <translation>Die Kos&amp;ten von Attention (O(n² d))…</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="239"/>
        <source>A &amp;real model (GPT-2 checkpoint)…</source>
        <translation>Ein ec&amp;htes Modell (GPT-2-Checkpoint)…</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="283"/>
        <source>%1 — unavailable: %2</source>
        <translation>%1 — nicht verfügbar: %2</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="304"/>
        <source>Stepper</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="310"/>
        <source> Head </source>
        <translation> Kopf </translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="321"/>
        <source>  Decimals </source>
        <translation>  Nachkommastellen </translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/MainWindow.cpp" line="260"/>
        <source>The model&apos;s numbers are open as a new scenario: step through them, edit them, or save them.</source>
        <translation>Die Zahlen des Modells sind als neues Szenario geöffnet: Gehen Sie sie durch, bearbeiten oder speichern Sie sie.</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonExports.cpp" line="33"/>
        <source>The figure was not saved:
%1</source>
        <translation>Die Abbildung wurde nicht gespeichert:
%1</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="225"/>
        <location filename="../ui/lessonwindow/LessonExports.cpp" line="37"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="106"/>
        <source>Export deck</source>
        <translation>Folien exportieren</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="107"/>
        <source>PDF deck, a page per slide (*.pdf);;PNG slides in a folder (*.png);;SVG slides in a folder (*.svg)</source>
        <translation>PDF, eine Seite pro Folie (*.pdf);;PNG-Folien in einem Ordner (*.png);;SVG-Folien in einem Ordner (*.svg)</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonExports.cpp" line="82"/>
        <source>The folder %1 is not empty. Replace the slides in it?</source>
        <translation>Der Ordner %1 ist nicht leer. Die Folien darin ersetzen?</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonExports.cpp" line="91"/>
        <source>The deck was not saved:
%1</source>
        <translation>Die Folien wurden nicht gespeichert:
%1</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonExports.cpp" line="95"/>
        <source>Saved the deck to %1</source>
        <translation>Folien gespeichert unter %1</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/MainWindow.cpp" line="359"/>
        <source>Lecture mode: Page Down and Page Up step through the stages and on to the next lesson; Esc leaves</source>
        <translation>Vorlesungsmodus: Bild ab und Bild auf gehen durch die Schritte und weiter zur nächsten Lektion; Esc beendet</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="145"/>
        <source>The end of this scenario</source>
        <translation>Das Ende dieses Szenarios</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="146"/>
        <source>The end of “%1”</source>
        <translation>Das Ende von „%1“</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="27"/>
        <source>Cross attention</source>
        <translation>Cross-Attention</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="28"/>
        <source>Causal self-attention</source>
        <translation>Kausale Self-Attention</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="29"/>
        <source>Bidirectional self-attention</source>
        <translation>Bidirektionale Self-Attention</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="31"/>
        <source>What the stages showed</source>
        <translation>Was die Schritte gezeigt haben</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="66"/>
        <source>Where each query looked most (head %1):</source>
        <translation>Wohin jede Query am meisten schaute (Kopf %1):</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="74"/>
        <source>Where each query looked most, in each head:</source>
        <translation>Wohin jede Query am meisten schaute, in jedem Kopf:</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="77"/>
        <source>head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="88"/>
        <source>%1 more</source>
        <translation>%1 weitere</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="101"/>
        <source>Without the division by √d_k, would these weights be sharper or flatter?</source>
        <translation>Wären diese Gewichte ohne die Division durch √d_k schärfer oder flacher?</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="102"/>
        <source>What would dividing by √d_k do to these weights?</source>
        <translation>Was würde die Division durch √d_k mit diesen Gewichten machen?</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="103"/>
        <source>Which rows would change if every token saw the whole sentence?</source>
        <translation>Welche Zeilen würden sich ändern, wenn jedes Token den ganzen Satz sähe?</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="104"/>
        <source>Which weights would a causal mask set to zero?</source>
        <translation>Welche Gewichte würde eine kausale Maske auf null setzen?</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="105"/>
        <source>Which query looked most at another token, and what made the two match?</source>
        <translation>Welche Query schaute am meisten auf ein anderes Token, und was ließ die beiden zusammenpassen?</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="106"/>
        <source>What could a second head look for that this one misses?</source>
        <translation>Wonach könnte ein zweiter Kopf suchen, das dieser übersieht?</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="107"/>
        <source>What does each head look for?</source>
        <translation>Wonach sucht jeder Kopf?</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="109"/>
        <source>Switch off the division by √d_k: the weights sharpen.</source>
        <translation>Schalten Sie die Division durch √d_k aus: die Gewichte werden schärfer.</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="110"/>
        <source>Switch on the division by √d_k: the weights soften.</source>
        <translation>Schalten Sie die Division durch √d_k ein: die Gewichte werden weicher.</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="111"/>
        <source>Choose bidirectional attention: every token sees the whole sentence.</source>
        <translation>Wählen Sie bidirektionale Attention: jedes Token sieht den ganzen Satz.</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="112"/>
        <source>Choose causal self-attention: the mask hides every later token.</source>
        <translation>Wählen Sie kausale Self-Attention: die Maske verbirgt jedes spätere Token.</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="113"/>
        <source>Drag a vector in the 3-D view: every stage follows.</source>
        <translation>Ziehen Sie einen Vektor in der 3D-Ansicht: jeder Schritt folgt.</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="114"/>
        <source>Add a second head and see W_O mix the two.</source>
        <translation>Fügen Sie einen zweiten Kopf hinzu und sehen Sie, wie W_O beide mischt.</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="114"/>
        <source>Show another head (Head, in the toolbar).</source>
        <translation>Zeigen Sie einen anderen Kopf (Kopf, in der Werkzeugleiste).</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="116"/>
        <source>To think about</source>
        <translation>Zum Nachdenken</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="117"/>
        <source>What to try</source>
        <translation>Was Sie ausprobieren können</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="132"/>
        <source>Where to go</source>
        <translation>Wie es weitergeht</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="125"/>
        <source>Page Down: lesson %1, “%2”.</source>
        <translation>Bild ab: Lektion %1, „%2“.</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="127"/>
        <source>This was the last lesson of the gallery.</source>
        <translation>Das war die letzte Lektion der Sammlung.</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="129"/>
        <source>This is the last page; Page Down stays here.</source>
        <translation>Dies ist die letzte Seite; Bild ab bleibt hier.</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="130"/>
        <source>Page Up: back to the last stage. Home: the first stage. A number and Enter: that lesson (1 to %1).</source>
        <translation>Bild auf: zurück zum letzten Schritt. Pos1: der erste Schritt. Eine Zahl und Enter: diese Lektion (1 bis %1).</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/TypedLessonNumber.cpp" line="25"/>
        <source>Lesson %1, “%2”: Enter opens it</source>
        <translation>Lektion %1, „%2“: Enter öffnet sie</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/TypedLessonNumber.cpp" line="26"/>
        <source>There is no lesson %1; the gallery has lessons 1 to %2</source>
        <translation>Es gibt keine Lektion %1; die Sammlung hat die Lektionen 1 bis %2</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonStatusBar.cpp" line="75"/>
        <source>Numbers from the %1 engine</source>
        <translation>Zahlen von der Engine %1</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonStatusBar.cpp" line="79"/>
        <source>%1; the best kernel computes instead</source>
        <translation>%1; stattdessen rechnet der beste Kernel</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="66"/>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="181"/>
        <location filename="../ui/lessonwindow/MainWindow.cpp" line="490"/>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="67"/>
        <source>“%1” has changes that are not saved. Save them first?</source>
        <translation>„%1“ hat Änderungen, die nicht gespeichert sind. Zuerst speichern?</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="90"/>
        <source>The changes “%1” had before it was reloaded from disk are only in Undo, and closing loses them. Bring them back, to save them?</source>
        <translation>Die Änderungen, die „%1“ vor dem Neuladen von der Festplatte hatte, sind nur noch in Rückgängig, und Schließen verliert sie. Zurückholen, um sie zu speichern?</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="97"/>
        <source>The changes from before the reload are back, unsaved</source>
        <translation>Die Änderungen von vor dem Neuladen sind zurück, nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="123"/>
        <source>Reading “%1” (%2)…</source>
        <translation>„%1“ wird gelesen (%2)…</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/MainWindow.cpp" line="515"/>
        <source>This file cannot be opened:
%1: no such file</source>
        <translation>Diese Datei lässt sich nicht öffnen:
%1: die Datei gibt es nicht</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/SideWindows.cpp" line="89"/>
        <location filename="../ui/lessonwindow/SideWindows.cpp" line="97"/>
        <source>This language model cannot be opened:
%1</source>
        <translation>Dieses Sprachmodell lässt sich nicht öffnen:
%1</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="141"/>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="152"/>
        <source>This file cannot be opened:
%1</source>
        <translation>Diese Datei kann nicht geöffnet werden:
%1</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="209"/>
        <source>“%1” was changed by another program or another AttentionLab window since this window opened or saved it. Saving replaces those changes with this version. Save anyway?</source>
        <translation>„%1“ wurde von einem anderen Programm oder einem anderen AttentionLab-Fenster geändert, seit dieses Fenster die Datei geöffnet oder gespeichert hat. Speichern ersetzt diese Änderungen durch diese Version. Trotzdem speichern?</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="239"/>
        <source>Reload “%1” from disk? This window&apos;s unsaved changes give way to the file&apos;s version; Undo (Ctrl+Z) brings them back.</source>
        <translation>„%1“ neu von der Festplatte laden? Die nicht gespeicherten Änderungen dieses Fensters weichen der Version der Datei; Rückgängig (Strg+Z) holt sie zurück.</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="310"/>
        <source>“%1” was changed by another program or another AttentionLab window. Reload it? This window&apos;s version stays one Undo (Ctrl+Z) away. Keep this version to go on with it; saving it then asks before replacing those changes.</source>
        <translation>„%1“ wurde von einem anderen Programm oder einem anderen AttentionLab-Fenster geändert. Neu laden? Die Version dieses Fensters bleibt ein Rückgängig (Strg+Z) entfernt. Behalten Sie diese Version, um mit ihr weiterzuarbeiten; beim Speichern wird dann gefragt, bevor diese Änderungen ersetzt werden.</translation>
    </message>
    <message>
        <location filename="../ui/common/SavePath.h" line="22"/>
        <source>“%1” already exists. Replace it?</source>
        <translation>„%1“ gibt es schon. Ersetzen?</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="219"/>
        <source>The changes are still here, unsaved: File › Save as… saves them elsewhere.</source>
        <translation>Die Änderungen sind noch hier, ungespeichert: Datei › Speichern unter… speichert sie anderswo.</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="261"/>
        <source>This file cannot be reloaded:
%1</source>
        <translation>Diese Datei kann nicht neu geladen werden:
%1</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="303"/>
        <source>“%1” was deleted or moved by another program; this version is still here, unsaved, and Save writes it again.</source>
        <translation>„%1“ wurde von einem anderen Programm gelöscht oder verschoben; diese Version ist noch hier, ungespeichert, und Speichern schreibt die Datei wieder.</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="248"/>
        <source>Lan&amp;guage</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="257"/>
        <source>The system&apos;s language</source>
        <translation>Die Sprache des Systems</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="64"/>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="384"/>
        <source>Recover unsaved changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="218"/>
        <source>F&amp;ull screen</source>
        <translation>Voll&amp;bild</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="184"/>
        <source>Larger &amp;text</source>
        <translation>&amp;Größerer Text</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="231"/>
        <source>&amp;Watch attention learn (train on a toy task)…</source>
        <translation>Attention beim &amp;Lernen zusehen (an einer Spielzeugaufgabe trainieren)…</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="241"/>
        <source>A language model that learns to c&amp;opy (induction heads)…</source>
        <translation>Ein Sprachmodell, das k&amp;opieren lernt (Induktionsköpfe)…</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="273"/>
        <source>Eng&amp;ine</source>
        <translation>Eng&amp;ine</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="34"/>
        <source>queries: %1 · keys: %2 · heads: %3 (d_k = %4, d_v = %5)</source>
        <translation>Queries: %1 · Keys: %2 · Köpfe: %3 (d_k = %4, d_v = %5)</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="267"/>
        <source>Reload from disk</source>
        <translation>Von der Festplatte neu laden</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="276"/>
        <source>Reloaded “%1”; Undo brings back the version before</source>
        <translation>„%1“ neu geladen; Rückgängig holt die vorige Version zurück</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="340"/>
        <source>The file was saved after them, at %1: recovering them brings an older version back over it (Undo then shows the file as saved).</source>
        <translation>Die Datei wurde danach gespeichert, um %1: Wiederherstellen legt eine ältere Version darüber (Rückgängig zeigt dann die Datei, wie sie gespeichert ist).</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="346"/>
        <source>Unsaved changes of other windows (%1 more) are offered at the next start.</source>
        <translation>Nicht gespeicherte Änderungen anderer Fenster (%1 weitere) werden beim nächsten Start angeboten.</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="393"/>
        <source>The unsaved changes were recovered, but “%1”, the file they were made to, could not be read (%2). They are shown as a new scenario: Save as keeps them.</source>
        <translation>Die ungespeicherten Änderungen wurden wiederhergestellt, aber „%1“, die Datei, zu der sie gehören, ließ sich nicht lesen (%2). Sie werden als neues Szenario gezeigt: „Speichern unter“ bewahrt sie.</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="397"/>
        <source>Recovered the unsaved changes; “%1” was not opened (File › Open opens it)</source>
        <translation>Ungespeicherte Änderungen wiederhergestellt; „%1“ wurde nicht geöffnet (Datei › Öffnen öffnet sie)</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="401"/>
        <source>Recovered the unsaved changes</source>
        <translation>Ungespeicherte Änderungen wiederhergestellt</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="57"/>
        <source>Large scenario</source>
        <translation>Großes Szenario</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonStatusBar.cpp" line="42"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonStatusBar.cpp" line="43"/>
        <source>Computing…</source>
        <translation>Berechnung läuft…</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="182"/>
        <source>Compute &amp;again</source>
        <translation>Neu be&amp;rechnen</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="52"/>
        <source>This scenario has %1 tokens and %2 heads. Computing and showing every stage needs about %3 of memory and %4 billion operations, which may take a while; the window stays usable and Esc cancels. Open it?</source>
        <translation>Dieses Szenario hat %1 Tokens und %2 Köpfe. Jeden Schritt zu berechnen und zu zeigen braucht etwa %3 Speicher und %4 Milliarden Operationen und kann dauern; das Fenster bleibt bedienbar, Esc bricht ab. Öffnen?</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/MainWindow.cpp" line="255"/>
        <source>The trained layer is open as a new lesson: step through it, or save it.</source>
        <translation>Die trainierte Schicht ist als neue Lektion geöffnet: gehen Sie sie Schritt für Schritt durch oder speichern Sie sie.</translation>
    </message>
</context>
<context>
    <name>attn::MatrixEditor</name>
    <message>
        <location filename="../ui/editors/MatrixEditor.cpp" line="79"/>
        <source>Paste block</source>
        <translation>Block einfügen</translation>
    </message>
    <message>
        <location filename="../ui/editors/MatrixEditor.cpp" line="80"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location filename="../ui/editors/MatrixEditor.cpp" line="159"/>
        <location filename="../ui/editors/MatrixEditor.cpp" line="174"/>
        <source>Cannot paste: %1</source>
        <translation>Einfügen nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../ui/editors/MatrixEditor.cpp" line="168"/>
        <source>Paste %1 x %2 block</source>
        <translation>%1 x %2-Block einfügen</translation>
    </message>
</context>
<context>
    <name>attn::MatrixTableModel</name>
    <message>
        <location filename="../ui/editors/MatrixTableModel.cpp" line="171"/>
        <source>token</source>
        <translation>Token</translation>
    </message>
    <message>
        <location filename="../ui/editors/MatrixTableModel.cpp" line="184"/>
        <source>Rename token</source>
        <translation>Token umbenennen</translation>
    </message>
    <message>
        <location filename="../ui/editors/MatrixTableModel.cpp" line="201"/>
        <source>%1: &apos;%2&apos; is beyond float32&apos;s range (the engines compute in float32: at most ±%3)</source>
        <translation>%1: „%2“ liegt außerhalb des Bereichs von float32 (die Engines rechnen in float32: höchstens ±%3)</translation>
    </message>
    <message>
        <location filename="../ui/editors/MatrixTableModel.cpp" line="204"/>
        <source>%1: &apos;%2&apos; is not a number (write it like %3)</source>
        <translation>%1: „%2“ ist keine Zahl (schreiben Sie sie wie %3)</translation>
    </message>
</context>
<context>
    <name>attn::ModelDocument</name>
    <message>
        <location filename="../ui/modelwindow/ModelDocument.cpp" line="79"/>
        <source>The model could not run: %1</source>
        <translation>Das Modell konnte nicht laufen: %1</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelDocument.cpp" line="85"/>
        <source>The model&apos;s numbers cannot be shown: %1</source>
        <translation>Die Zahlen des Modells können nicht gezeigt werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/render/ModelPictures.cpp" line="16"/>
        <source>Open a GPT-2 checkpoint&apos;s folder (File ▸ Open checkpoint).</source>
        <translation>Öffnen Sie den Ordner eines GPT-2-Checkpoints (Datei ▸ Checkpoint öffnen).</translation>
    </message>
    <message>
        <location filename="../ui/render/ModelPictures.cpp" line="18"/>
        <source>Type a text.</source>
        <translation>Geben Sie einen Text ein.</translation>
    </message>
    <message>
        <location filename="../ui/render/ModelPictures.cpp" line="25"/>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <location filename="../ui/render/ModelPictures.cpp" line="27"/>
        <source>Hatched cells are masked: GPT-2&apos;s attention is causal, a token sees only itself and the tokens before it.</source>
        <translation>Schraffierte Zellen sind maskiert: Die Attention von GPT-2 ist kausal, ein Token sieht nur sich selbst und die Tokens davor.</translation>
    </message>
    <message>
        <location filename="../ui/render/ModelPictures.cpp" line="48"/>
        <source>queries</source>
        <translation>Queries</translation>
    </message>
    <message>
        <location filename="../ui/render/ModelPictures.cpp" line="49"/>
        <source>keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <location filename="../ui/render/ModelPictures.cpp" line="55"/>
        <source>head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <location filename="../ui/render/ModelPictures.cpp" line="79"/>
        <source>Attention weights of every layer (rows) and head (columns)</source>
        <translation>Attention-Gewichte jeder Schicht (Zeilen) und jedes Kopfes (Spalten)</translation>
    </message>
    <message>
        <location filename="../ui/render/ModelPictures.cpp" line="85"/>
        <source>L%1</source>
        <comment>a layer of the model, in the grid of every head</comment>
        <translation>S%1</translation>
    </message>
    <message>
        <location filename="../ui/render/ModelPictures.cpp" line="90"/>
        <source>H%1</source>
        <comment>a head of the model, in the grid of every head</comment>
        <translation>K%1</translation>
    </message>
    <message>
        <location filename="../ui/render/ModelPictures.cpp" line="101"/>
        <source>Layer %1, head %2: attention weights</source>
        <translation>Schicht %1, Kopf %2: Attention-Gewichte</translation>
    </message>
    <message>
        <location filename="../ui/render/ModelPictures.cpp" line="102"/>
        <source>keys (earlier tokens)</source>
        <translation>Keys (frühere Tokens)</translation>
    </message>
    <message>
        <location filename="../ui/render/ModelPictures.cpp" line="103"/>
        <source>queries (tokens)</source>
        <translation>Queries (Tokens)</translation>
    </message>
    <message>
        <location filename="../ui/render/ModelPictures.cpp" line="127"/>
        <source>Layer %1, head %2: where each token looks</source>
        <translation>Schicht %1, Kopf %2: wohin jedes Token schaut</translation>
    </message>
    <message>
        <location filename="../ui/render/ModelPictures.cpp" line="138"/>
        <source>Layer %1, every head: where each token looks</source>
        <translation>Schicht %1, jeder Kopf: wohin jedes Token schaut</translation>
    </message>
</context>
<context>
    <name>attn::ModelWindow</name>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="123"/>
        <source>Open in the stepper</source>
        <translation>Im Schrittmodus öffnen</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="142"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="143"/>
        <source>&amp;Open checkpoint folder…</source>
        <translation>Checkpoint-Ordner ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="144"/>
        <source>Export the &amp;grid…</source>
        <translation>&amp;Raster exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="145"/>
        <source>Export the &amp;head as shown…</source>
        <translation>&amp;Kopf wie gezeigt exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="146"/>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="147"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="148"/>
        <source>&amp;Larger text</source>
        <translation>&amp;Größerer Text</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="149"/>
        <source>&amp;Smaller text</source>
        <translation>&amp;Kleinerer Text</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="150"/>
        <source>&amp;Actual size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="151"/>
        <source>&amp;Head</source>
        <translation>&amp;Kopf</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="152"/>
        <source>Open this head in the &amp;stepper</source>
        <translation>Diesen Kopf im &amp;Schrittmodus öffnen</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="153"/>
        <source>Open the whole &amp;layer in the stepper</source>
        <translation>Die ganze Sc&amp;hicht im Schrittmodus öffnen</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="62"/>
        <source>Type a sentence</source>
        <translation>Geben Sie einen Satz ein</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="63"/>
        <source>next token</source>
        <translation>nächstes Token</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="63"/>
        <source>probability</source>
        <translation>Wahrscheinlichkeit</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="64"/>
        <source>Click a head to see it large</source>
        <translation>Klicken Sie auf einen Kopf, um ihn groß zu sehen</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="65"/>
        <source>Hover a token to see only its lines; click it to keep them</source>
        <translation>Zeigen Sie auf ein Token, um nur seine Linien zu sehen; klicken Sie, um sie zu behalten</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="68"/>
        <source>Heatmap</source>
        <translation>Heatmap</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="69"/>
        <source>Lines</source>
        <translation>Linien</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="70"/>
        <source>Lines, whole layer</source>
        <translation>Linien, ganze Schicht</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="170"/>
        <source>Open this head in the stepper</source>
        <translation>Diesen Kopf im Schrittmodus öffnen</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="171"/>
        <source>Open the whole layer</source>
        <translation>Die ganze Schicht öffnen</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="172"/>
        <source>Step through this head with the model&apos;s own numbers: X = LN₁(x), its W_Q, W_K, W_V with their biases, and its rows of W_O</source>
        <translation>Gehen Sie diesen Kopf mit den Zahlen des Modells durch: X = LN₁(x), seine W_Q, W_K, W_V mit ihren Biases und seine Zeilen von W_O</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="174"/>
        <source>Every head of this layer, with W_O and b_O whole: the output is the layer&apos;s attention output</source>
        <translation>Jeder Kopf dieser Schicht, mit W_O und b_O ganz: Die Ausgabe ist die Attention-Ausgabe der Schicht</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="227"/>
        <source>Open checkpoint</source>
        <translation>Checkpoint öffnen</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="271"/>
        <source>A real model</source>
        <translation>Ein echtes Modell</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="276"/>
        <source>%n token(s): %1</source>
        <translation>
            <numerusform>%n Token: %1</numerusform>
            <numerusform>%n Tokens: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="283"/>
        <source>Memory, estimated: %1 for the model, %2 for this text&apos;s pass (every head&apos;s weights kept)</source>
        <translation>Speicher, geschätzt: %1 für das Modell, %2 für den Durchlauf über diesen Text (mit den Gewichten jedes Kopfes)</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="328"/>
        <source>Open a checkpoint and type a text first.</source>
        <translation>Öffnen Sie zuerst einen Checkpoint und geben Sie einen Text ein.</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="341"/>
        <source>Open a GPT-2 checkpoint&apos;s folder</source>
        <translation>Den Ordner eines GPT-2-Checkpoints öffnen</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="350"/>
        <source>every head</source>
        <translation>alle Köpfe</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="351"/>
        <source>layer %1 head %2</source>
        <translation>Schicht %1 Kopf %2</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="353"/>
        <source>Export the grid</source>
        <translation>Raster exportieren</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="353"/>
        <source>Export the head</source>
        <translation>Kopf exportieren</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="354"/>
        <source>Figures (*.png *.svg *.pdf)</source>
        <translation>Abbildungen (*.png *.svg *.pdf)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="vanished">Exportieren</translation>
    </message>
</context>
<context>
    <name>attn::MoreBelowHint</name>
    <message>
        <location filename="../ui/stepper/MoreBelowHint.cpp" line="27"/>
        <source>▼ More below</source>
        <translation>▼ Weiter unten</translation>
    </message>
    <message>
        <location filename="../ui/stepper/MoreBelowHint.cpp" line="28"/>
        <source>The page goes on below: scroll, or click here to see the next part. The numbers say which view of the page this is, of how many a page down at a time shows.</source>
        <translation>Die Seite geht unten weiter: scrollen Sie, oder klicken Sie hier für den nächsten Teil. Die Zahlen sagen, welche Ansicht der Seite dies ist und wie viele es gibt, eine je Bild ab.</translation>
    </message>
</context>
<context>
    <name>attn::PresentationWindow</name>
    <message>
        <location filename="../ui/lessonwindow/PresentationWindow.cpp" line="26"/>
        <source>Presentation</source>
        <translation>Präsentation</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/PresentationWindow.cpp" line="235"/>
        <source>No notes for this slide.</source>
        <translation>Keine Notizen zu dieser Folie.</translation>
    </message>
</context>
<context>
    <name>attn::PresenterView</name>
    <message>
        <location filename="../ui/lessonwindow/PresenterView.cpp" line="42"/>
        <source>Presenter view</source>
        <translation>Referentenansicht</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/PresenterView.cpp" line="98"/>
        <source>No slides</source>
        <translation>Keine Folien</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/PresenterView.cpp" line="98"/>
        <source>Slide %1 of %2</source>
        <translation>Folie %1 von %2</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/PresenterView.cpp" line="99"/>
        <source>  ·  the room sees a black screen (any key)</source>
        <translation>  ·  der Saal sieht einen schwarzen Bildschirm (beliebige Taste)</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/PresenterView.cpp" line="112"/>
        <source>Next: %1</source>
        <translation>Als Nächstes: %1</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/PresenterView.cpp" line="113"/>
        <source>Next: lesson %1, “%2”</source>
        <translation>Als Nächstes: Lektion %1, „%2“</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/PresenterView.cpp" line="114"/>
        <source>The end of the deck</source>
        <translation>Ende der Folien</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/PresenterView.cpp" line="125"/>
        <source>No notes for this slide.</source>
        <translation>Keine Notizen zu dieser Folie.</translation>
    </message>
</context>
<context>
    <name>attn::ScenarioDocument</name>
    <message>
        <location filename="../ui/document/ScenarioDocument.cpp" line="32"/>
        <source>expected a finite number</source>
        <translation>endliche Zahl erwartet</translation>
    </message>
    <message>
        <location filename="../ui/document/ScenarioDocument.cpp" line="125"/>
        <location filename="../ui/document/ScenarioDocument.cpp" line="132"/>
        <source>no such entry</source>
        <translation>kein solcher Eintrag</translation>
    </message>
    <message>
        <location filename="../ui/document/ScenarioDocument.cpp" line="171"/>
        <source>%1: there is no target sequence</source>
        <translation>%1: Es gibt keine Zielsequenz</translation>
    </message>
    <message>
        <location filename="../ui/document/ScenarioDocument.cpp" line="177"/>
        <source>%1.vectors[%2]: no such vector</source>
        <translation>%1.vectors[%2]: kein solcher Vektor</translation>
    </message>
    <message>
        <location filename="../ui/document/ScenarioDocument.cpp" line="471"/>
        <source>The %1 engine failed (%2); the CPU engine computes instead.</source>
        <translation>Die Engine %1 ist gescheitert (%2); stattdessen rechnet die CPU-Engine.</translation>
    </message>
    <message>
        <location filename="../ui/document/ScenarioDocument.cpp" line="495"/>
        <source>%1 differs from the CPU engine by %2 at %3</source>
        <translation>%1 weicht von der CPU-Engine um %2 bei %3 ab</translation>
    </message>
    <message>
        <location filename="../ui/document/ScenarioDocument.cpp" line="29"/>
        <source>%1 is beyond float32&apos;s range (the engines compute in float32: at most ±%2)</source>
        <translation>%1 liegt außerhalb des Bereichs von float32 (die Engines rechnen in float32: höchstens ±%2)</translation>
    </message>
    <message>
        <location filename="../ui/document/ScenarioDocument.cpp" line="96"/>
        <source>The %1 engine is unavailable (%2); the CPU engine computes instead.</source>
        <translation>Die Engine %1 ist nicht verfügbar (%2); stattdessen rechnet die CPU-Engine.</translation>
    </message>
    <message>
        <location filename="../ui/document/ScenarioDocument.cpp" line="183"/>
        <source>%1.vectors[%2][%3]: %4</source>
        <translation>%1.vectors[%2][%3]: %4</translation>
    </message>
    <message>
        <location filename="../ui/document/ScenarioDocument.cpp" line="476"/>
        <source>computing was cancelled; choose View › Compute again (Ctrl+R) to see the numbers</source>
        <translation>Berechnung abgebrochen; Ansicht › Neu berechnen (Strg+R) zeigt die Zahlen</translation>
    </message>
    <message>
        <location filename="../ui/document/ScenarioDocument.cpp" line="480"/>
        <source>this machine has not enough memory for every stage of this scenario: use fewer tokens or heads</source>
        <translation>dieser Rechner hat nicht genug Speicher für jeden Schritt dieses Szenarios: weniger Tokens oder Köpfe verwenden</translation>
    </message>
</context>
<context>
    <name>attn::ScenarioEditorPanel</name>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="84"/>
        <source>Untitled scenario</source>
        <translation>Unbenanntes Szenario</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="85"/>
        <source>Cross attention (encoder–decoder)</source>
        <translation>Cross-Attention (Encoder–Decoder)</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="86"/>
        <source>Causal self-attention</source>
        <translation>Kausale Self-Attention</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="87"/>
        <source>Bidirectional self-attention</source>
        <translation>Bidirektionale Self-Attention</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="88"/>
        <source>Divide scores by √d_k</source>
        <translation>Scores durch √d_k teilen</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="380"/>
        <source>Positions (learned)</source>
        <translation>Positionen (gelernt)</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="381"/>
        <source>Each place adds its own learnt vector: X = E + P. Unticked, they are taken away.</source>
        <translation>Jede Stelle addiert ihren eigenen gelernten Vektor: X = E + P. Abgewählt werden sie entfernt.</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="383"/>
        <source>Add positions (sinusoidal)</source>
        <translation>Positionen hinzufügen (sinusförmig)</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="384"/>
        <source>Adds to each token&apos;s vector a vector that depends on its place, so that order matters: X = E + P</source>
        <translation>Addiert zum Vektor jedes Tokens einen Vektor, der von seinem Platz abhängt, damit die Reihenfolge zählt: X = E + P</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="90"/>
        <source>Layer norm</source>
        <translation>Layer-Norm</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="91"/>
        <source>X = (x − mean) / spread × γ + β for each token before the projections, as GPT-2 does: γ = 1 and β = 0 at first, editable in the γ and β tabs under the heads.</source>
        <translation>X = (x − Mittelwert) / Streuung × γ + β für jedes Token vor den Projektionen, wie bei GPT-2: anfangs γ = 1 und β = 0, bearbeitbar in den Reitern γ und β unter den Köpfen.</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="93"/>
        <source>Softmax temperature T: below 1 sharpens the weights, above 1 flattens them.</source>
        <translation>Softmax-Temperatur T: unter 1 schärft sie die Gewichte, über 1 glättet sie sie.</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="118"/>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="119"/>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="120"/>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="121"/>
        <source>d_model</source>
        <translation>d_model</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="130"/>
        <source>Source tokens (keys and values)</source>
        <translation>Quell-Tokens (Keys und Values)</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="141"/>
        <source>Target tokens (queries)</source>
        <translation>Ziel-Tokens (Queries)</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="193"/>
        <source>Identity</source>
        <translation>Identität</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="194"/>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="195"/>
        <source>Seeded random numbers: the same seed gives the same weights.</source>
        <translation>Zufallszahlen mit Seed: derselbe Seed ergibt dieselben Gewichte.</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="196"/>
        <source>W_Q</source>
        <translation>W_Q</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="196"/>
        <source>W_K</source>
        <translation>W_K</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="196"/>
        <source>W_V</source>
        <translation>W_V</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="196"/>
        <source>W_O</source>
        <translation>W_O</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="196"/>
        <source>b_Q</source>
        <translation>b_Q</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="196"/>
        <source>b_K</source>
        <translation>b_K</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="196"/>
        <source>b_V</source>
        <translation>b_V</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="196"/>
        <source>b_O</source>
        <translation>b_O</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="196"/>
        <source>γ</source>
        <translation>γ</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="196"/>
        <source>β</source>
        <translation>β</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="196"/>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="196"/>
        <source>P target</source>
        <translation>P Ziel</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="199"/>
        <source>Biases</source>
        <translation>Biases</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="200"/>
        <source>Q = X W_Q + b_Q, …: adds a bias to each projection (zeros at first, so nothing changes until you edit them), as GPT-2 has; unticked, the biases are taken away.</source>
        <translation>Q = X W_Q + b_Q, …: fügt jeder Projektion einen Bias hinzu (zunächst Nullen, es ändert sich also nichts, bis Sie sie bearbeiten), wie GPT-2 ihn hat; ohne Häkchen werden die Biases entfernt.</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="202"/>
        <source>Heads</source>
        <translation>Köpfe</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="203"/>
        <source>Number of heads</source>
        <translation>Anzahl der Köpfe</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="204"/>
        <source>Head shown</source>
        <translation>Angezeigter Kopf</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="205"/>
        <source>d_k</source>
        <translation>d_k</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="206"/>
        <source>d_v</source>
        <translation>d_v</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="207"/>
        <source>seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="208"/>
        <source>Set all weights</source>
        <translation>Alle Gewichte setzen</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="224"/>
        <source>Change title</source>
        <translation>Titel ändern</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="228"/>
        <source>Change attention mode</source>
        <translation>Attention-Art ändern</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="236"/>
        <source>Switch scaling</source>
        <translation>Skalierung umschalten</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="239"/>
        <source>Add positions</source>
        <translation>Positionen hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="239"/>
        <source>Remove positions</source>
        <translation>Positionen entfernen</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="244"/>
        <source>Add layer norm</source>
        <translation>Layer-Norm hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="246"/>
        <source>Remove layer norm</source>
        <translation>Layer-Norm entfernen</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="249"/>
        <source>Change temperature</source>
        <translation>Temperatur ändern</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="252"/>
        <source>Change d_model</source>
        <translation>d_model ändern</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="259"/>
        <source>Change number of heads</source>
        <translation>Anzahl der Köpfe ändern</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="269"/>
        <source>Change head size</source>
        <translation>Kopfgröße ändern</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="279"/>
        <source>Set weights to identity</source>
        <translation>Gewichte auf Identität setzen</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="283"/>
        <source>Set random weights</source>
        <translation>Zufällige Gewichte setzen</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="287"/>
        <source>Add biases</source>
        <translation>Biases hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="289"/>
        <source>Remove biases</source>
        <translation>Biases entfernen</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="315"/>
        <source>Not changed: %1</source>
        <translation>Nicht geändert: %1</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="328"/>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="330"/>
        <source>Add token</source>
        <translation>Token hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="331"/>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="334"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="338"/>
        <source>Remove token</source>
        <translation>Token entfernen</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="340"/>
        <source>A sequence keeps at least one token.</source>
        <translation>Eine Sequenz behält mindestens ein Token.</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="343"/>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="346"/>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="353"/>
        <source>Move token</source>
        <translation>Token verschieben</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="350"/>
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
</context>
<context>
    <name>attn::SlidePage</name>
    <message>
        <location filename="../ui/render/SlidePage.cpp" line="80"/>
        <source>Cross attention: queries from the target, keys and values from the source</source>
        <translation>Cross-Attention: Queries aus dem Ziel, Keys und Values aus der Quelle</translation>
    </message>
    <message>
        <location filename="../ui/render/SlidePage.cpp" line="82"/>
        <source>Causal self-attention: each token sees itself and the tokens before it</source>
        <translation>Kausale Self-Attention: Jedes Token sieht sich selbst und die Tokens davor</translation>
    </message>
    <message>
        <location filename="../ui/render/SlidePage.cpp" line="84"/>
        <source>Bidirectional self-attention: every token sees every token</source>
        <translation>Bidirektionale Self-Attention: Jedes Token sieht jedes Token</translation>
    </message>
    <message>
        <location filename="../ui/render/SlidePage.cpp" line="98"/>
        <source> … (%1 in all)</source>
        <translation> … (%1 insgesamt)</translation>
    </message>
    <message>
        <location filename="../ui/render/SlidePage.cpp" line="172"/>
        <source>the engine could not compute this slide&apos;s numbers</source>
        <translation>die Engine konnte die Zahlen dieser Folie nicht berechnen</translation>
    </message>
    <message>
        <location filename="../ui/render/SlidePage.cpp" line="236"/>
        <source>What the stages showed</source>
        <translation>Was die Schritte gezeigt haben</translation>
    </message>
    <message>
        <location filename="../ui/render/SlidePage.cpp" line="390"/>
        <source>Queries: %1</source>
        <translation>Queries: %1</translation>
    </message>
    <message>
        <location filename="../ui/render/SlidePage.cpp" line="392"/>
        <source>Keys and values: %1</source>
        <translation>Keys und Values: %1</translation>
    </message>
    <message>
        <source>Queries: %1&lt;br&gt;Keys and values: %2</source>
        <translation type="vanished">Queries: %1&lt;br&gt;Keys und Values: %2</translation>
    </message>
    <message>
        <location filename="../ui/render/SlidePage.cpp" line="395"/>
        <source>Tokens: %1</source>
        <translation>Tokens: %1</translation>
    </message>
    <message>
        <location filename="../ui/render/SlidePage.cpp" line="400"/>
        <source>d_model = %1 · one head, d_k = %2, d_v = %3</source>
        <translation>d_model = %1 · ein Kopf, d_k = %2, d_v = %3</translation>
    </message>
    <message>
        <location filename="../ui/render/SlidePage.cpp" line="401"/>
        <source>d_model = %1 · %2 heads, d_k = %3, d_v = %4</source>
        <translation>d_model = %1 · %2 Köpfe, d_k = %3, d_v = %4</translation>
    </message>
</context>
<context>
    <name>attn::StageView</name>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="271"/>
        <source>… (%1 terms)</source>
        <translation>… (%1 Terme)</translation>
    </message>
    <message>
        <location filename="../ui/render/StagePage.cpp" line="116"/>
        <source>head %1 of %2</source>
        <translation>Kopf %1 von %2</translation>
    </message>
    <message>
        <location filename="../ui/render/StagePage.cpp" line="123"/>
        <location filename="../ui/render/StagePage.cpp" line="132"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../ui/render/StagePage.cpp" line="138"/>
        <source>Nothing to show: %1</source>
        <translation>Nichts anzuzeigen: %1</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1127"/>
        <source>X target (queries)</source>
        <translation>X Ziel (Queries)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1127"/>
        <location filename="../ui/render/StageCatalogue.cpp" line="1130"/>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1130"/>
        <source>X source (keys, values)</source>
        <translation>X Quelle (Keys, Values)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1090"/>
        <source>E target (token vectors)</source>
        <translation>E Ziel (Token-Vektoren)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1098"/>
        <source>P target (positions)</source>
        <translation>P Ziel (Positionen)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1094"/>
        <source>E source (token vectors)</source>
        <translation>E Quelle (Token-Vektoren)</translation>
    </message>
    <message>
        <location filename="../ui/render/StagePage.cpp" line="61"/>
        <source>standardised</source>
        <translation>standardisiert</translation>
    </message>
    <message>
        <location filename="../ui/render/StagePage.cpp" line="63"/>
        <source>γ and β</source>
        <translation>γ und β</translation>
    </message>
    <message>
        <location filename="../ui/render/StagePage.cpp" line="118"/>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 von %3)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1090"/>
        <location filename="../ui/render/StageCatalogue.cpp" line="1094"/>
        <source>E (token vectors)</source>
        <translation>E (Token-Vektoren)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1091"/>
        <source>x target (vectors in)</source>
        <translation>x Ziel (eingehende Vektoren)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1091"/>
        <location filename="../ui/render/StageCatalogue.cpp" line="1095"/>
        <source>x (vectors in)</source>
        <translation>x (eingehende Vektoren)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1095"/>
        <source>x source (vectors in)</source>
        <translation>x Quelle (eingehende Vektoren)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1100"/>
        <source>P source (positions)</source>
        <translation>P Quelle (Positionen)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1100"/>
        <source>P (positions)</source>
        <translation>P (Positionen)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1103"/>
        <source>x target = E + P</source>
        <translation>x Ziel = E + P</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1103"/>
        <location filename="../ui/render/StageCatalogue.cpp" line="1106"/>
        <source>x = E + P</source>
        <translation>x = E + P</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1106"/>
        <source>x source = E + P</source>
        <translation>x Quelle = E + P</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1111"/>
        <source>x̂ target (standardised)</source>
        <translation>x̂ Ziel (standardisiert)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1116"/>
        <source>x̂ source (standardised)</source>
        <translation>x̂ Quelle (standardisiert)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1116"/>
        <source>x̂ (standardised)</source>
        <translation>x̂ (standardisiert)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1121"/>
        <source>γ (gain)</source>
        <translation>γ (Faktor)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1125"/>
        <source>β (bias)</source>
        <translation>β (Bias)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1133"/>
        <source>W_Q</source>
        <translation>W_Q</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1135"/>
        <source>W_K</source>
        <translation>W_K</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1137"/>
        <source>W_V</source>
        <translation>W_V</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1139"/>
        <source>b_Q</source>
        <translation>b_Q</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1141"/>
        <source>b_K</source>
        <translation>b_K</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1143"/>
        <source>b_V</source>
        <translation>b_V</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1158"/>
        <source>Scaled scores, no mask</source>
        <translation>Skalierte Scores, keine Maske</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1159"/>
        <source>Scores, no mask</source>
        <translation>Scores, keine Maske</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1177"/>
        <source>b_O</source>
        <translation>b_O</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1145"/>
        <source>Q (queries)</source>
        <translation>Q (Queries)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="843"/>
        <source>exp(s − max) = exp(%1 − %2)</source>
        <translation>exp(s − max) = exp(%1 − %2)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="844"/>
        <source>exp((s − max) / T) = exp((%1 − %2) / %3)</source>
        <translation>exp((s − max) / T) = exp((%1 − %2) / %3)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="846"/>
        <source>%1 = %2&lt;br&gt;row sum of these = %3&lt;br&gt;weight = %2 / %3 = %4</source>
        <translation>%1 = %2&lt;br&gt;Zeilensumme davon = %3&lt;br&gt;Gewicht = %2 / %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1147"/>
        <source>K (keys)</source>
        <translation>K (Keys)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1149"/>
        <source>V (values)</source>
        <translation>V (Values)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1151"/>
        <source>Scores Q Kᵀ</source>
        <translation>Scores Q Kᵀ</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1153"/>
        <source>Scaled scores</source>
        <translation>Skalierte Scores</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1153"/>
        <source>Scores (not scaled)</source>
        <translation>Scores (nicht skaliert)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1157"/>
        <source>Masked scores</source>
        <translation>Maskierte Scores</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1163"/>
        <source>Attention weights</source>
        <translation>Attention-Gewichte</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1165"/>
        <source>Head output Z</source>
        <translation>Kopfausgabe Z</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1170"/>
        <source>Z%1</source>
        <translation>Z%1</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1173"/>
        <source>Concatenation</source>
        <translation>Verkettung</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1175"/>
        <source>W_O</source>
        <translation>W_O</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1179"/>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="296"/>
        <source>q(%1) · k(%2) = %3 = %4</source>
        <translation>q(%1) · k(%2) = %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="300"/>
        <source>&lt;br&gt;%1 / √%2 = %1 / %3 = %4</source>
        <translation>&lt;br&gt;%1 / √%2 = %1 / %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="310"/>
        <source>&apos;%1&apos; may not see &apos;%2&apos;, which comes later: −∞, so its weight will be 0</source>
        <translation>„%1“ darf „%2“ nicht sehen, das später kommt: −∞, daher wird sein Gewicht 0</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="311"/>
        <source>&apos;%1&apos; may see &apos;%2&apos;: %3</source>
        <translation>„%1“ darf „%2“ sehen: %3</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="836"/>
        <source>masked: weight exactly 0</source>
        <translation>maskiert: Gewicht genau 0</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="880"/>
        <source>Σ weight × value = </source>
        <translation>Σ Gewicht × Value = </translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="982"/>
        <source>concat row × W_O column = </source>
        <translation>Verkettungszeile × W_O-Spalte = </translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="982"/>
        <source>concat row × W_O column + b_O = </source>
        <translation>Concat-Zeile × W_O-Spalte + b_O = </translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="678"/>
        <source>x row × W column = </source>
        <translation>x-Zeile × W-Spalte = </translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="678"/>
        <source>x row × W column + b = </source>
        <translation>x-Zeile × W-Spalte + b = </translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="542"/>
        <source>standardised: (x − μ) / √(σ² + ε) = (%1 − %2) / %3 = %4</source>
        <translation>standardisiert: (x − μ) / √(σ² + ε) = (%1 − %2) / %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="546"/>
        <source>&lt;br&gt;X = standardised × γ + β = %1 × %2 + %3 = %4</source>
        <translation>&lt;br&gt;X = standardisiert × γ + β = %1 × %2 + %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="428"/>
        <source>E + P = %1 + %2 = %3</source>
        <translation>E + P = %1 + %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/render/StagePage.cpp" line="140"/>
        <source>Computing every stage of %1 tokens and %2 heads… (Esc cancels)</source>
        <translation>Jeder Schritt für %1 Tokens und %2 Köpfe wird berechnet… (Esc bricht ab)</translation>
    </message>
    <message>
        <location filename="../ui/stepper/StageView.cpp" line="536"/>
        <source>%1: unknown format; use .tex, .csv or .md</source>
        <translation>%1: Unbekanntes Format; verwenden Sie .tex, .csv oder .md</translation>
    </message>
    <message>
        <location filename="../ui/stepper/StageView.cpp" line="547"/>
        <source>Copy as LaTeX (bmatrix)</source>
        <translation>Als LaTeX kopieren (bmatrix)</translation>
    </message>
    <message>
        <location filename="../ui/stepper/StageView.cpp" line="548"/>
        <source>Copy as Markdown table</source>
        <translation>Als Markdown-Tabelle kopieren</translation>
    </message>
    <message>
        <location filename="../ui/stepper/StageView.cpp" line="549"/>
        <source>Copy as CSV (full precision)</source>
        <translation>Als CSV kopieren (volle Genauigkeit)</translation>
    </message>
    <message>
        <location filename="../ui/stepper/StageView.cpp" line="551"/>
        <source>Save numbers as…</source>
        <translation>Zahlen speichern unter…</translation>
    </message>
    <message>
        <location filename="../ui/stepper/StageView.cpp" line="554"/>
        <source>Save numbers</source>
        <translation>Zahlen speichern</translation>
    </message>
    <message>
        <location filename="../ui/stepper/StageView.cpp" line="555"/>
        <source>LaTeX (*.tex);;CSV (*.csv);;Markdown (*.md)</source>
        <translation>LaTeX (*.tex);;CSV (*.csv);;Markdown (*.md)</translation>
    </message>
    <message>
        <source>AttentionLab</source>
        <translation type="vanished">AttentionLab</translation>
    </message>
</context>
<context>
    <name>attn::TrainingWindow</name>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="113"/>
        <source>Watch attention learn — AttentionLab</source>
        <translation>Attention beim Lernen zusehen — AttentionLab</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="344"/>
        <source>AdamW weight decay on W_O and W_R. At 0 the readout can lower the loss by growing its weights, and the attention stays less sharp.</source>
        <translation>AdamW-Weight-Decay auf W_O und W_R. Bei 0 kann das Readout den Verlust senken, indem seine Gewichte wachsen, und die Attention bleibt weniger scharf.</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="346"/>
        <source>slow: 2 updates a second</source>
        <translation>langsam: 2 Updates pro Sekunde</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="347"/>
        <source>watchable: 10 updates a second</source>
        <translation>zum Zusehen: 10 Updates pro Sekunde</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="348"/>
        <source>brisk: 50 updates a second</source>
        <translation>zügig: 50 Updates pro Sekunde</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="349"/>
        <source>as fast as it goes</source>
        <translation>so schnell es geht</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="382"/>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="382"/>
        <source>Sequence length</source>
        <translation>Folgenlänge</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="382"/>
        <source>d_model</source>
        <translation>d_model</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="382"/>
        <source>Heads</source>
        <translation>Köpfe</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="382"/>
        <source>Learning rate (Adam)</source>
        <translation>Lernrate (Adam)</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="383"/>
        <source>Weight decay on W_O, W_R</source>
        <translation>Weight Decay auf W_O, W_R</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="383"/>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="383"/>
        <source>Pace</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="383"/>
        <source>Stop after</source>
        <translation>Anhalten nach</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="386"/>
        <source>Task and layer</source>
        <translation>Aufgabe und Schicht</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="407"/>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="737"/>
        <source>Train</source>
        <translation>Trainieren</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="443"/>
        <source>attention share</source>
        <translation>Anteil der Attention</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="403"/>
        <source>One update</source>
        <translation>Ein Update</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="404"/>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="405"/>
        <source>Take into lesson</source>
        <translation>In die Lektion übernehmen</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="406"/>
        <source>Open the trained W_Q, W_K, W_V and W_O in the main window and step through them.</source>
        <translation>Die trainierten W_Q, W_K, W_V und W_O im Hauptfenster öffnen und Schritt für Schritt durchgehen.</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="440"/>
        <source>update</source>
        <translation>Update</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="442"/>
        <source>loss (cross-entropy)</source>
        <translation>Verlust (Kreuzentropie)</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="442"/>
        <source>loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="443"/>
        <source>attention on the right keys</source>
        <translation>Attention auf den richtigen Keys</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="446"/>
        <source>loss of each batch</source>
        <translation>Verlust jedes Batches</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="447"/>
        <source>weight on the right keys (best head, held-out)</source>
        <translation>Gewicht auf den richtigen Keys (bester Kopf, zurückgehaltene Beispiele)</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="475"/>
        <source>Head shown</source>
        <translation>Angezeigter Kopf</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="569"/>
        <source>The made-up sentences always have %1 words.</source>
        <translation>Die erfundenen Sätze haben immer %1 Wörter.</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="631"/>
        <source>head %1: %2</source>
        <translation>Kopf %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="632"/>
        <source>Update %1 (stops at %2)</source>
        <translation>Update %1 (hält bei %2)</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="634"/>
        <source>Loss of the last batch: %1</source>
        <translation>Verlust des letzten Batches: %1</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="635"/>
        <source>On %1 held-out examples: loss %2, answers right %3</source>
        <translation>Auf %1 zurückgehaltenen Beispielen: Verlust %2, richtige Antworten %3</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="639"/>
        <source>Attention on the right keys: %1</source>
        <translation>Attention auf den richtigen Keys: %1</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="737"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
</context>
<context>
    <name>attn::VectorView</name>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="220"/>
        <source>Click two arrows to compare them.</source>
        <translation>Klicken Sie auf zwei Pfeile, um sie zu vergleichen.</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="221"/>
        <source>Click two arrows to compare them. These follow from the token vectors: drag those to move them.</source>
        <translation>Klicken Sie auf zwei Pfeile, um sie zu vergleichen. Diese folgen aus den Token-Vektoren: Ziehen Sie jene, um sie zu bewegen.</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="226"/>
        <source>a = %1,  b = %2</source>
        <translation>a = %1,  b = %2</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="228"/>
        <source>a·b = %1 = |a| |b| cos θ = %2 × %3 × %4</source>
        <translation>a·b = %1 = |a| |b| cos θ = %2 × %3 × %4</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="230"/>
        <source>θ = %1°</source>
        <translation>θ = %1°</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="232"/>
        <source>a·b = %1; a zero vector has no direction, so no angle</source>
        <translation>a·b = %1; ein Nullvektor hat keine Richtung, also keinen Winkel</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="235"/>
        <source>a·b is the score S[%1][%2] of head %3</source>
        <translation>a·b ist der Score S[%1][%2] von Kopf %3</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="189"/>
        <source> of head %1</source>
        <translation> von Kopf %1</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="123"/>
        <source>source (keys, values)</source>
        <translation>Quelle (Keys, Values)</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="124"/>
        <source>target (queries)</source>
        <translation>Ziel (Queries)</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="193"/>
        <source>Token vectors x (d_model = %1)</source>
        <translation>Token-Vektoren x (d_model = %1)</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="195"/>
        <source>Queries q and keys k%1 (d_k = %2)</source>
        <translation>Queries q und Keys k%1 (d_k = %2)</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="197"/>
        <source>Values v%1 (d_v = %2)</source>
        <translation>Values v%1 (d_v = %2)</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="205"/>
        <source>PC1</source>
        <translation>HK1</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="205"/>
        <source>PC2</source>
        <translation>HK2</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="205"/>
        <source>PC3</source>
        <translation>HK3</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="323"/>
        <source>A projection to 3-D onto the principal directions the vectors had before dragging: it keeps %1 of their variance now (about the origin).</source>
        <translation>Eine Projektion in 3D auf die Hauptrichtungen, die die Vektoren vor dem Ziehen hatten: Sie behält jetzt %1 ihrer Varianz (bezogen auf den Ursprung).</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="327"/>
        <source>A projection to 3-D onto the principal directions: it keeps %1 of the variance (about the origin).</source>
        <translation>Eine Projektion in 3D auf die Hauptrichtungen: Sie behält %1 der Varianz (bezogen auf den Ursprung).</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="330"/>
        <source>The vectors have %1 dimensions: the missing axes stay at 0.</source>
        <translation>Die Vektoren haben %1 Dimensionen: Die fehlenden Achsen bleiben bei 0.</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="332"/>
        <source>No vectors to show: the scenario has a problem.</source>
        <translation>Keine Vektoren anzuzeigen: Das Szenario hat ein Problem.</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="406"/>
        <source>length %1</source>
        <translation>Länge %1</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="276"/>
        <source>1 label left out where there is no free place.</source>
        <translation>1 Beschriftung ausgelassen, wo kein Platz frei ist.</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="277"/>
        <source>%1 labels left out where there is no free place.</source>
        <translation>%1 Beschriftungen ausgelassen, wo kein Platz frei ist.</translation>
    </message>
</context>
</TS>
