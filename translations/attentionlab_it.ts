<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>AttentionLinesPicture</name>
    <message>
        <location filename="../ui/render/AttentionLinesPicture.cpp" line="92"/>
        <source>A line for each query–key pair: the larger the weight, the thicker and darker the line (weights under %1 are not drawn).</source>
        <translation>Una linea per ogni coppia query–chiave: più grande il peso, più spessa e scura la linea (i pesi sotto %1 non sono disegnati).</translation>
    </message>
    <message>
        <location filename="../ui/render/AttentionLinesPicture.cpp" line="149"/>
        <source>Labels: one token in %1 (too many to name each).</source>
        <translation>Etichette: un token ogni %1 (troppi per nominarli tutti).</translation>
    </message>
</context>
<context>
    <name>BytePairTokenizer</name>
    <message>
        <location filename="../core/model/BytePairTokenizer.cpp" line="85"/>
        <source>vocabulary</source>
        <translation>vocabolario</translation>
    </message>
    <message>
        <location filename="../core/model/BytePairTokenizer.cpp" line="94"/>
        <source>expected an object from token to id</source>
        <translation>atteso un oggetto che associa a ogni token il suo id</translation>
    </message>
    <message>
        <location filename="../core/model/BytePairTokenizer.cpp" line="105"/>
        <source>token &apos;%1&apos;: its id must be a whole number from 0 to %2 (config.json&apos;s vocab_size - 1)</source>
        <translation>token «%1»: il suo id deve essere un numero intero da 0 a %2 (vocab_size - 1 di config.json)</translation>
    </message>
    <message>
        <location filename="../core/model/BytePairTokenizer.cpp" line="111"/>
        <source>token &apos;%1&apos; holds &apos;%2&apos;, which stands for no byte in GPT-2&apos;s byte-level vocabulary</source>
        <translation>il token «%1» contiene «%2», che nel vocabolario a byte di GPT-2 non sta per alcun byte</translation>
    </message>
    <message>
        <location filename="../core/model/BytePairTokenizer.cpp" line="115"/>
        <source>tokens &apos;%1&apos; and &apos;%2&apos; have the same id %3</source>
        <translation>i token «%1» e «%2» hanno lo stesso id %3</translation>
    </message>
    <message>
        <location filename="../core/model/BytePairTokenizer.cpp" line="123"/>
        <source>merges file</source>
        <translation>file delle fusioni</translation>
    </message>
    <message>
        <location filename="../core/model/BytePairTokenizer.cpp" line="137"/>
        <source>line %1: expected two pieces separated by one space, found &apos;%2&apos;</source>
        <translation>riga %1: attesi due pezzi separati da uno spazio, trovato «%2»</translation>
    </message>
    <message>
        <location filename="../core/model/BytePairTokenizer.cpp" line="143"/>
        <source>line %1: more merges than config.json&apos;s vocab_size (%2); each merge makes one token of the vocabulary</source>
        <translation>riga %1: più fusioni del vocab_size di config.json (%2); ogni fusione crea un token del vocabolario</translation>
    </message>
    <message>
        <location filename="../core/model/BytePairTokenizer.cpp" line="242"/>
        <source>a word of %1 bytes without a space; words of up to %2 are tokenized</source>
        <translation>una parola di %1 byte senza spazi; si dividono in token parole fino a %2 byte</translation>
    </message>
    <message>
        <location filename="../core/model/BytePairTokenizer.cpp" line="255"/>
        <source>vocab.json has no token for &apos;%1&apos; (from the word &apos;%2&apos;)</source>
        <translation>vocab.json non ha alcun token per «%1» (dalla parola «%2»)</translation>
    </message>
</context>
<context>
    <name>CheckpointFiles</name>
    <message>
        <location filename="../core/model/CheckpointFiles.cpp" line="37"/>
        <source>a safetensors checkpoint</source>
        <translation>un checkpoint safetensors</translation>
    </message>
    <message>
        <location filename="../core/model/CheckpointFiles.cpp" line="40"/>
        <source>a model&apos;s configuration (config.json)</source>
        <translation>la configurazione di un modello (config.json)</translation>
    </message>
    <message>
        <location filename="../core/model/CheckpointFiles.cpp" line="41"/>
        <source>a checkpoint&apos;s index of shards</source>
        <translation>l&apos;indice dei frammenti di un checkpoint</translation>
    </message>
    <message>
        <location filename="../core/model/CheckpointFiles.cpp" line="42"/>
        <location filename="../core/model/CheckpointFiles.cpp" line="43"/>
        <source>a tokenizer&apos;s vocabulary</source>
        <translation>il vocabolario di un tokenizzatore</translation>
    </message>
    <message>
        <location filename="../core/model/CheckpointFiles.cpp" line="44"/>
        <source>a tokenizer&apos;s merges</source>
        <translation>le fusioni di un tokenizzatore</translation>
    </message>
    <message>
        <location filename="../core/model/CheckpointFiles.cpp" line="45"/>
        <source>a tokenizer</source>
        <translation>un tokenizzatore</translation>
    </message>
    <message>
        <location filename="../core/model/CheckpointFiles.cpp" line="46"/>
        <source>a tokenizer&apos;s configuration</source>
        <translation>la configurazione di un tokenizzatore</translation>
    </message>
    <message>
        <location filename="../core/model/CheckpointFiles.cpp" line="47"/>
        <location filename="../core/model/CheckpointFiles.cpp" line="52"/>
        <source>a SentencePiece tokenizer</source>
        <translation>un tokenizzatore SentencePiece</translation>
    </message>
    <message>
        <location filename="../core/model/CheckpointFiles.cpp" line="55"/>
        <source>a model&apos;s weights (.%1)</source>
        <translation>i pesi di un modello (.%1)</translation>
    </message>
</context>
<context>
    <name>ColourPalettes</name>
    <message>
        <location filename="../ui/render/ColourPalettes.cpp" line="37"/>
        <source>Viridis (colour-blind safe)</source>
        <translation>Viridis (adatta ai daltonici)</translation>
    </message>
    <message>
        <location filename="../ui/render/ColourPalettes.cpp" line="39"/>
        <source>Cividis (colour-blind safe, blue–yellow)</source>
        <translation>Cividis (adatta ai daltonici, blu–giallo)</translation>
    </message>
    <message>
        <location filename="../ui/render/ColourPalettes.cpp" line="41"/>
        <source>High contrast (projector)</source>
        <translation>Alto contrasto (proiettore)</translation>
    </message>
</context>
<context>
    <name>CpuEngine</name>
    <message>
        <location filename="../core/cpu/CpuEngine.cpp" line="36"/>
        <source>Eigen %1.%2.%3, float32, %4 threads, kernels for %5</source>
        <translation>Eigen %1.%2.%3, float32, %4 thread, kernel per %5</translation>
    </message>
</context>
<context>
    <name>EditorPlace</name>
    <message>
        <location filename="../core/scenario/EditorPlace.cpp" line="22"/>
        <source>target token %1</source>
        <translation>token di destinazione %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/EditorPlace.cpp" line="22"/>
        <source>source token %1</source>
        <translation>token sorgente %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/EditorPlace.cpp" line="26"/>
        <source>%1 “%2”</source>
        <translation>%1 «%2»</translation>
    </message>
    <message>
        <location filename="../core/scenario/EditorPlace.cpp" line="39"/>
        <source>%1, dimension %2</source>
        <translation>%1, dimensione %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/EditorPlace.cpp" line="41"/>
        <source>P of the target</source>
        <translation>P della destinazione</translation>
    </message>
    <message>
        <location filename="../core/scenario/EditorPlace.cpp" line="43"/>
        <source>%1 of head %2</source>
        <translation>%1 della testa %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/EditorPlace.cpp" line="47"/>
        <source>%1, entry %2</source>
        <translation>%1, elemento %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/EditorPlace.cpp" line="49"/>
        <source>%1, row %2</source>
        <translation>%1, riga %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/EditorPlace.cpp" line="50"/>
        <source>%1, row %2, column %3</source>
        <translation>%1, riga %2, colonna %3</translation>
    </message>
    <message>
        <location filename="../core/scenario/EditorPlace.cpp" line="76"/>
        <source>head %1</source>
        <translation>testa %1</translation>
    </message>
</context>
<context>
    <name>EntryName</name>
    <message>
        <location filename="../ui/document/EntryName.cpp" line="26"/>
        <source>row %1</source>
        <translation>riga %1</translation>
    </message>
    <message>
        <location filename="../ui/document/EntryName.cpp" line="27"/>
        <source>%1 (row %2)</source>
        <translation>%1 (riga %2)</translation>
    </message>
    <message>
        <location filename="../ui/document/EntryName.cpp" line="29"/>
        <source>%1, dimension %2</source>
        <translation>%1, dimensione %2</translation>
    </message>
    <message>
        <location filename="../ui/document/EntryName.cpp" line="32"/>
        <source>P of the target</source>
        <translation>P della destinazione</translation>
    </message>
    <message>
        <location filename="../ui/document/EntryName.cpp" line="34"/>
        <source>%1 of head %2</source>
        <translation>%1 della testa %2</translation>
    </message>
    <message>
        <location filename="../ui/document/EntryName.cpp" line="37"/>
        <source>%1, entry %2</source>
        <translation>%1, elemento %2</translation>
    </message>
    <message>
        <location filename="../ui/document/EntryName.cpp" line="38"/>
        <source>%1, row %2, column %3</source>
        <translation>%1, riga %2, colonna %3</translation>
    </message>
    <message>
        <location filename="../ui/document/EntryName.cpp" line="43"/>
        <source>Edit %1</source>
        <translation>Modifica %1</translation>
    </message>
</context>
<context>
    <name>FigureExport</name>
    <message>
        <location filename="../ui/render/FigureExport.cpp" line="88"/>
        <source>%1: the figure must be at least 16×16 pixels</source>
        <translation>%1: la figura deve misurare almeno 16×16 pixel</translation>
    </message>
    <message>
        <location filename="../ui/render/FigureExport.cpp" line="95"/>
        <source>%1: the image could not be encoded as PNG</source>
        <translation>%1: impossibile codificare l&apos;immagine come PNG</translation>
    </message>
    <message>
        <location filename="../ui/render/FigureExport.cpp" line="101"/>
        <source>%1: unknown figure format; use .png, .svg or .pdf</source>
        <translation>%1: formato di figura sconosciuto; usa .png, .svg o .pdf</translation>
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
        <translation>configurazione del modello</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="59"/>
        <source>model_type is &apos;%1&apos;; this program reads GPT-2 checkpoints (&quot;gpt2&quot;)</source>
        <translation>model_type è «%1»; questo programma legge checkpoint GPT-2 (&quot;gpt2&quot;)</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="63"/>
        <source>%1 is missing</source>
        <translation>manca %1</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="66"/>
        <source>%1 must be a whole number from %2 to %3</source>
        <translation>%1 deve essere un numero intero da %2 a %3</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="78"/>
        <source>n_embd (%1) must be a multiple of n_head (%2), each head taking n_embd / n_head</source>
        <translation>n_embd (%1) deve essere un multiplo di n_head (%2), poiché ogni testa ne prende n_embd / n_head</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="85"/>
        <source>layer_norm_epsilon must be a number above 0 and at most 1</source>
        <translation>layer_norm_epsilon deve essere un numero maggiore di 0 e al massimo 1</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="95"/>
        <source>activation_function &apos;%1&apos; is not one this program computes (gelu_new, gelu_pytorch_tanh, gelu)</source>
        <translation>activation_function «%1» non è una di quelle che questo programma calcola (gelu_new, gelu_pytorch_tanh, gelu)</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="120"/>
        <source>has no tensor &apos;%1&apos; (nor &apos;%2&apos;)</source>
        <translation>non ha il tensore «%1» (né «%2»)</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="125"/>
        <source>tensor &apos;%1&apos; has shape %2, but config.json&apos;s sizes need %3</source>
        <translation>il tensore «%1» ha forma %2, ma le dimensioni di config.json richiedono %3</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="130"/>
        <source>tensor &apos;%1&apos; holds %2; weights must be F32, F16 or BF16</source>
        <translation>il tensore «%1» contiene %2; i pesi devono essere F32, F16 o BF16</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="147"/>
        <source>tensor &apos;%1&apos; holds %2 at [%3, %4]; weights must be finite numbers</source>
        <translation>il tensore «%1» contiene %2 in [%3, %4]; i pesi devono essere numeri finiti</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="219"/>
        <source>the checkpoint folder&apos;s name is empty</source>
        <translation>il nome della cartella del checkpoint è vuoto</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="223"/>
        <source>is a file, not a checkpoint folder (a folder of config.json, model.safetensors, vocab.json and merges.txt)</source>
        <translation>è un file, non una cartella di checkpoint (una cartella con config.json, model.safetensors, vocab.json e merges.txt)</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="226"/>
        <source>no such folder</source>
        <translation>questa cartella non esiste</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="251"/>
        <source>%1: its weights as float32</source>
        <translation>%1: i suoi pesi in float32</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="276"/>
        <source>tensor &apos;%1&apos; is beyond n_layer %2 of config.json (blocks h.0 to h.%3); the configuration and the weights disagree</source>
        <translation>il tensore «%1» va oltre n_layer %2 di config.json (blocchi da h.0 a h.%3); la configurazione e i pesi non concordano</translation>
    </message>
</context>
<context>
    <name>HeatmapPicture</name>
    <message>
        <location filename="../ui/render/HeatmapPicture.cpp" line="195"/>
        <source>%1, symmetric about 0</source>
        <translation>%1, simmetrico intorno a 0</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapPicture.cpp" line="198"/>
        <source>%1, 0 to 1</source>
        <translation>%1, da 0 a 1</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapPicture.cpp" line="200"/>
        <source>%1, each row from its least to its largest</source>
        <translation>%1, ogni riga dal suo minimo al suo massimo</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapPicture.cpp" line="202"/>
        <source>%1, least to largest shown</source>
        <translation>%1, dal minimo al massimo mostrato</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapPicture.cpp" line="573"/>
        <source>least</source>
        <translation>minimo</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapPicture.cpp" line="573"/>
        <source>largest</source>
        <translation>massimo</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapPicture.cpp" line="694"/>
        <source>Labels: one key in %1 and one query in %2 (too many to name each).</source>
        <translation>Etichette: una chiave ogni %1 e una query ogni %2 (troppe per nominarle tutte).</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapPicture.cpp" line="696"/>
        <source>Labels: one key in %1 (too many to name each).</source>
        <translation>Etichette: una chiave ogni %1 (troppe per nominarle tutte).</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapPicture.cpp" line="697"/>
        <source>Labels: one query in %1 (too many to name each).</source>
        <translation>Etichette: una query ogni %1 (troppe per nominarle tutte).</translation>
    </message>
</context>
<context>
    <name>JsonReading</name>
    <message>
        <location filename="../core/scenario/JsonChecks.cpp" line="107"/>
        <source>the key is given twice in one object; keep one</source>
        <translation>la chiave compare due volte nello stesso oggetto; tienine una</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="46"/>
        <source>a boolean</source>
        <translation>un booleano</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="48"/>
        <source>a number</source>
        <translation>un numero</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="50"/>
        <source>a string</source>
        <translation>una stringa</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="52"/>
        <source>an array</source>
        <translation>un array</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="54"/>
        <source>an object</source>
        <translation>un oggetto</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="58"/>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="64"/>
        <source>expected an object, found %1</source>
        <translation>atteso un oggetto, trovato: %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="71"/>
        <source>expected %1, found %2</source>
        <translation>atteso %1, trovato: %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="78"/>
        <source>expected a finite number, found %1</source>
        <translation>atteso un numero finito, trovato: %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="80"/>
        <source>%1 is beyond float32&apos;s range (the engines compute in float32: at most ±%2)</source>
        <translation>%1 è fuori dall&apos;intervallo di float32 (i motori calcolano in float32: al massimo ±%2)</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="88"/>
        <source>an array of rows</source>
        <translation>un array di righe</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="90"/>
        <source>expected at least one row</source>
        <translation>attesa almeno una riga</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="95"/>
        <source>an array of numbers</source>
        <translation>un array di numeri</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="99"/>
        <source>expected at least one number</source>
        <translation>atteso almeno un numero</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="105"/>
        <source>has %1, but %2 has %3: every row needs the same count</source>
        <translation>ha %1, ma %2 ne ha %3: ogni riga ne richiede lo stesso numero</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="119"/>
        <source>expected a whole number from %1 to %2, found %3</source>
        <translation>atteso un numero intero da %1 a %2, trovato: %3</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="129"/>
        <source>expected a string, found %1</source>
        <translation>attesa una stringa, trovato: %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="137"/>
        <source>expected %1 x %2 numbers, found %3 x %4</source>
        <translation>attesi %1 x %2 numeri, trovati %3 x %4</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="174"/>
        <source>the file ends before the object&apos;s closing &quot;}&quot;</source>
        <translation>il file finisce prima della &quot;}&quot; che chiude l&apos;oggetto</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="175"/>
        <source>expected &quot;,&quot; before the next &quot;key&quot;, or &quot;}&quot; to close the object</source>
        <translation>atteso &quot;,&quot; prima della prossima &quot;chiave&quot;, o &quot;}&quot; per chiudere l&apos;oggetto</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="177"/>
        <source>the file ends before the array&apos;s closing &quot;]&quot;</source>
        <translation>il file finisce prima della &quot;]&quot; che chiude l&apos;array</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="179"/>
        <source>expected &quot;,&quot; between two values of the array, or &quot;]&quot; to close it</source>
        <translation>atteso &quot;,&quot; tra due valori dell&apos;array, o &quot;]&quot; per chiuderlo</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="181"/>
        <source>expected &quot;:&quot; between the key and its value</source>
        <translation>atteso &quot;:&quot; tra la chiave e il suo valore</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="183"/>
        <source>expected a value; JSON allows no &quot;,&quot; before &quot;]&quot; or &quot;}&quot;</source>
        <translation>atteso un valore; JSON non ammette &quot;,&quot; prima di &quot;]&quot; o &quot;}&quot;</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="185"/>
        <source>expected a number, a &quot;string&quot;, true, false, null, [ or {</source>
        <translation>atteso un numero, una &quot;stringa&quot;, true, false, null, [ o {</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="187"/>
        <source>the file ends before the string&apos;s closing quote</source>
        <translation>il file finisce prima delle virgolette che chiudono la stringa</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="189"/>
        <source>the file ends with a number, before the brackets that close it</source>
        <translation>il file finisce con un numero, prima delle parentesi che lo chiudono</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="191"/>
        <source>expected nothing after the &quot;}&quot; that closes the top-level object</source>
        <translation>non atteso altro dopo la &quot;}&quot; che chiude l&apos;oggetto di primo livello</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="203"/>
        <source>%1: the file is empty</source>
        <translation>%1: il file è vuoto</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="216"/>
        <source>%1: expected a JSON object at the top level, found %2</source>
        <translation>%1: atteso un oggetto JSON al primo livello, trovato: %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="225"/>
        <source>%1:%2: %3: JSON has no NaN or infinity; every number must be finite</source>
        <translation>%1:%2: %3: JSON non ha NaN né infinito; ogni numero deve essere finito</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="231"/>
        <source>%1:%2: %3 is beyond float32&apos;s range (the engines compute in float32: at most ±%4)</source>
        <translation>%1:%2: %3 è fuori dall&apos;intervallo di float32 (i motori calcolano in float32: al massimo ±%4)</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="242"/>
        <source>%1:%2: not valid JSON: %3</source>
        <translation>%1:%2: JSON non valido: %3</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="246"/>
        <source>%1: expected a JSON object at the top level, found an array</source>
        <translation>%1: atteso un oggetto JSON al primo livello, trovato: un array</translation>
    </message>
    <message>
        <location filename="../core/scenario/JsonReading.cpp" line="250"/>
        <source>%1:%2: a string holds a raw control character (U+%3); JSON writes it escaped (\t, \n, \u0000)</source>
        <translation>%1:%2: una stringa contiene un carattere di controllo non protetto (U+%3); JSON lo scrive con escape (\t, \n, \u0000)</translation>
    </message>
    <message>
        <location filename="../core/io/RegularFile.cpp" line="47"/>
        <location filename="../core/io/RegularFile.cpp" line="113"/>
        <source>%1: cannot open: %2</source>
        <translation>%1: impossibile aprire: %2</translation>
    </message>
    <message>
        <location filename="../core/io/RegularFile.cpp" line="53"/>
        <source>%1: is a folder, not a %2 file</source>
        <translation>%1: è una cartella, non un file di %2</translation>
    </message>
    <message>
        <location filename="../core/io/RegularFile.cpp" line="54"/>
        <source>%1: is not a regular file (a device, pipe or socket); a %2 is read from a file</source>
        <translation>%1: non è un file regolare (un dispositivo, una pipe o un socket); serve un file di %2</translation>
    </message>
    <message>
        <location filename="../core/io/RegularFile.cpp" line="61"/>
        <source>%1: %2 bytes is too large for a %3 (at most %4)</source>
        <translation>%1: %2 byte sono troppi per un file di %3 (al massimo %4)</translation>
    </message>
    <message>
        <location filename="../core/io/RegularFile.cpp" line="79"/>
        <source>%1: cannot read: %2</source>
        <translation>%1: impossibile leggere: %2</translation>
    </message>
    <message>
        <location filename="../core/io/RegularFile.cpp" line="94"/>
        <source>%1: the file changed while it was read: it ends at byte %2, where %3 bytes were expected from byte %4 (was it replaced or cut while the program read it?)</source>
        <translation>%1: il file è cambiato durante la lettura: finisce al byte %2, dove si attendevano %3 byte dal byte %4 (è stato sostituito o troncato mentre il programma lo leggeva?)</translation>
    </message>
    <message>
        <location filename="../core/io/RegularFile.cpp" line="136"/>
        <source>%1:%2:%3: a NUL byte, which no text file holds; a %4 is text (is this a binary file?)</source>
        <translation>%1:%2:%3: un byte NUL, che nessun file di testo contiene; un file %4 è testo (è un file binario?)</translation>
    </message>
    <message>
        <location filename="../core/io/RegularFile.cpp" line="145"/>
        <source>%1: more than %2 bytes is too large for a %3</source>
        <translation>%1: più di %2 byte sono troppi per un file di %3</translation>
    </message>
    <message>
        <location filename="../core/model/BytePairTokenizer.cpp" line="92"/>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="47"/>
        <source>not valid JSON (%1 at byte %2)</source>
        <translation>JSON non valido (%1 al byte %2)</translation>
    </message>
    <message>
        <location filename="../core/model/BytePairTokenizer.cpp" line="98"/>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="54"/>
        <source>byte %1: a string holds a raw control character; JSON writes it escaped</source>
        <translation>byte %1: una stringa contiene un carattere di controllo non protetto; JSON lo scrive con escape</translation>
    </message>
    <message>
        <location filename="../core/model/Gpt2Checkpoint.cpp" line="49"/>
        <source>expected a JSON object</source>
        <translation>atteso un oggetto JSON</translation>
    </message>
</context>
<context>
    <name>LanguageModelFile</name>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="66"/>
        <source>%1: unknown key, ignored</source>
        <translation>%1: chiave sconosciuta, ignorata</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="73"/>
        <source>missing</source>
        <translation>manca</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="79"/>
        <source>an array of words</source>
        <translation>un array di parole</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="81"/>
        <source>expected 2 to %1 words, found %2</source>
        <translation>attese da 2 a %1 parole, trovate: %2</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="88"/>
        <source>a word must be non-empty and without spaces, found &quot;%1&quot;</source>
        <translation>una parola non può essere vuota né contenere spazi, trovato: «%1»</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="93"/>
        <source>&quot;%1&quot; is given twice</source>
        <translation>«%1» compare due volte</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="117"/>
        <source>expected a whole number from 0 to 2^53, found %1</source>
        <translation>atteso un numero intero da 0 a 2^53, trovato: %1</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="131"/>
        <source>an array of [step, loss] pairs</source>
        <translation>un array di coppie [step, loss]</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="134"/>
        <source>a [step, loss] pair</source>
        <translation>una coppia [step, loss]</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="136"/>
        <source>expected [step, loss], found %1 numbers</source>
        <translation>atteso [step, loss], trovati %1 numeri</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="140"/>
        <source>a loss is a cross-entropy, 0 or more, found %1</source>
        <translation>una perdita è un&apos;entropia incrociata, 0 o più, trovato %1</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="142"/>
        <source>steps must increase: %1 after %2</source>
        <translation>i passi devono crescere: %1 dopo %2</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="151"/>
        <source>an array of head scores</source>
        <translation>un array di punteggi delle teste</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="163"/>
        <source>a score is a share of attention, from 0 to 1, found %1</source>
        <translation>un punteggio è una quota di attenzione, da 0 a 1, trovato: %1</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="166"/>
        <source>layer %1, head %2 is given twice</source>
        <translation>lo strato %1, testa %2 compare due volte</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="178"/>
        <source>an array of layers</source>
        <translation>un array di strati</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="180"/>
        <source>expected %1 layers, as shape.layers says, found %2</source>
        <translation>attesi %1 strati, come dice shape.layers, trovati: %2</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="186"/>
        <source>an array of heads</source>
        <translation>un array di teste</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="188"/>
        <source>expected %1 heads, as shape.heads says, found %2</source>
        <translation>attese %1 teste, come dice shape.heads, trovate: %2</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="278"/>
        <source>missing: not a language model file (train-lm writes one, beginning &quot;format&quot;: &quot;%1&quot;)</source>
        <translation>manca: non è un file di modello linguistico (train-lm ne scrive uno che inizia con &quot;format&quot;: &quot;%1&quot;)</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="282"/>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>atteso &quot;%1&quot;, trovato: &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="301"/>
        <source>expected one entry for each of the %1 heads (%2 layers of %3), found %4</source>
        <translation>attesa una voce per ciascuna delle %1 teste (%2 strati di %3), trovate %4</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="318"/>
        <source>language model</source>
        <translation>modello linguistico</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="413"/>
        <source>&apos;%1&apos; (word %2)</source>
        <translation>«%1» (parola %2)</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="416"/>
        <source>word %1, &apos;%2&apos;, is not in the model&apos;s vocabulary</source>
        <translation>la parola %1, «%2», non è nel vocabolario del modello</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="422"/>
        <source>these words are not in the model&apos;s vocabulary: %1</source>
        <translation>queste parole non sono nel vocabolario del modello: %1</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelFile.cpp" line="427"/>
        <source>expected 1 to %1 words (the model&apos;s context), found %2</source>
        <translation>attese da 1 a %1 parole (il contesto del modello), trovate %2</translation>
    </message>
</context>
<context>
    <name>LanguageModelScenario</name>
    <message>
        <location filename="../core/training/LanguageModelScenario.cpp" line="57"/>
        <source>Language model, layer %1, head %2: “%3”</source>
        <translation>Modello linguistico, strato %1, testa %2: “%3”</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelScenario.cpp" line="59"/>
        <source>**E** are the words&apos; rows of the model&apos;s token embeddings and **P** the rows of its position embeddings, %1 numbers each; the positions stage adds them: x = E + P, the residual stream entering layer 1.</source>
        <translation>**E** sono le righe delle parole negli embedding dei token del modello e **P** le righe dei suoi embedding di posizione, %1 numeri ciascuna; la fase delle posizioni le somma: x = E + P, il flusso residuo che entra nello strato 1.</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelScenario.cpp" line="63"/>
        <source>**x** is the residual stream entering layer %1, one row of %2 numbers per word: E + P plus what every head of the layers before added.</source>
        <translation>**x** è il flusso residuo che entra nello strato %1, una riga di %2 numeri per parola: E + P più ciò che ogni testa degli strati precedenti vi ha aggiunto.</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelScenario.cpp" line="72"/>
        <source>The numbers of one head of the small language model that `attentionlab train-lm` trains, on the text “%1”.

- %2
- **W_Q, W_K, W_V** are this head&apos;s, %3 columns each; **W_O** is its %3 rows of the layer&apos;s W_O, so the output is exactly what this head adds to the residual stream.
- The model&apos;s attention is causal and scaled by √d_head = √%3.</source>
        <translation>I numeri di una testa del piccolo modello linguistico che `attentionlab train-lm` addestra, sul testo “%1”.

- %2
- **W_Q, W_K, W_V** sono quelle di questa testa, %3 colonne ciascuna; **W_O** sono le sue %3 righe della W_O dello strato, quindi l&apos;uscita è esattamente ciò che questa testa aggiunge al flusso residuo.
- L&apos;attenzione del modello è causale e divisa per √d_head = √%3.</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelScenario.cpp" line="79"/>
        <source>
- Computed with these heads silenced (layer.head):%1.</source>
        <translation>
- Calcolato con queste teste silenziate (strato.testa):%1.</translation>
    </message>
</context>
<context>
    <name>LanguageModelTrainer</name>
    <message>
        <location filename="../core/training/LanguageModelTrainer.cpp" line="39"/>
        <source>layers: expected 1 to %1, found %2</source>
        <translation>strati: attesi da 1 a %1, trovati %2</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelTrainer.cpp" line="41"/>
        <source>heads: expected 1 to %1, found %2</source>
        <translation>teste: attese da 1 a %1, trovate %2</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelTrainer.cpp" line="43"/>
        <source>d_model: expected %1 to %2, found %3</source>
        <translation>d_model: atteso da %1 a %2, trovato %3</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelTrainer.cpp" line="45"/>
        <source>d_head: expected %1 to %2, found %3</source>
        <translation>d_head: atteso da %1 a %2, trovato %3</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelTrainer.cpp" line="47"/>
        <source>context: expected %1 to %2 tokens, found %3</source>
        <translation>contesto: attesi da %1 a %2 token, trovati %3</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelTrainer.cpp" line="49"/>
        <source>batch size: expected 1 to %1, found %2</source>
        <translation>dimensione del batch: attesa da 1 a %1, trovata %2</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelTrainer.cpp" line="51"/>
        <source>learning rate: expected more than 0 and at most %1, found %2</source>
        <translation>tasso di apprendimento: atteso più di 0 e al massimo %1, trovato %2</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelTrainer.cpp" line="53"/>
        <source>steps: expected 1 to %1, found %2</source>
        <translation>aggiornamenti: attesi da 1 a %1, trovati %2</translation>
    </message>
    <message>
        <location filename="../core/training/LanguageModelTrainer.cpp" line="55"/>
        <source>warm-up: expected 0 or more steps, found %1</source>
        <translation>riscaldamento: attesi 0 o più aggiornamenti, trovati %1</translation>
    </message>
</context>
<context>
    <name>LessonDeck</name>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="63"/>
        <location filename="../core/scenario/LessonDeck.cpp" line="143"/>
        <source>at most %1 characters, found %2</source>
        <translation>al massimo %1 caratteri, trovati %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="74"/>
        <source>unknown key (expected %1)</source>
        <translation>chiave sconosciuta (attese: %1)</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="76"/>
        <source>%1: unknown key, kept as it is</source>
        <translation>%1: chiave sconosciuta, conservata com&apos;è</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="88"/>
        <location filename="../core/scenario/LessonDeck.cpp" line="183"/>
        <source>expected true or false, found %1</source>
        <translation>atteso true o false, trovato: %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="94"/>
        <source>expected one of &quot;cross&quot;, &quot;causal&quot;, &quot;bidirectional&quot;</source>
        <translation>atteso uno tra &quot;cross&quot;, &quot;causal&quot;, &quot;bidirectional&quot;</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="100"/>
        <source>expected &quot;none&quot; or &quot;sinusoidal&quot; (learned positions come with a scenario&apos;s own vectors)</source>
        <translation>atteso &quot;none&quot; o &quot;sinusoidal&quot; (le posizioni apprese vengono con i vettori propri di uno scenario)</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="107"/>
        <source>expected a temperature from %1 to %2</source>
        <translation>attesa una temperatura da %1 a %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="112"/>
        <source>an array of head numbers, from 1</source>
        <translation>un array di numeri di testa, da 1</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="122"/>
        <source>missing (the token&apos;s place before and after the move, from 1)</source>
        <translation>manca (il posto del token prima e dopo lo spostamento, da 1)</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="127"/>
        <source>expected &quot;source&quot; or &quot;target&quot;</source>
        <translation>atteso &quot;source&quot; o &quot;target&quot;</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="156"/>
        <source>missing (one of %1)</source>
        <translation>manca (uno tra %1)</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="159"/>
        <location filename="../core/scenario/LessonDeck.cpp" line="169"/>
        <location filename="../core/scenario/LessonDeck.cpp" line="200"/>
        <source>expected one of %1</source>
        <translation>atteso uno tra %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="163"/>
        <source>missing (which stage the slide shows)</source>
        <translation>manca (quale fase mostra la slide)</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="177"/>
        <source>the stage %1 is shown whole (&quot;all&quot;)</source>
        <translation>la fase %1 si mostra intera (&quot;all&quot;)</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="178"/>
        <source>expected all, %1</source>
        <translation>atteso all, %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="189"/>
        <source>only for a slide of kind &quot;stage&quot;</source>
        <translation>solo per una slide di tipo &quot;stage&quot;</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="194"/>
        <source>only for a slide of kind &quot;stage&quot; or &quot;figure&quot;</source>
        <translation>solo per una slide di tipo &quot;stage&quot; o &quot;figure&quot;</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="203"/>
        <source>only for a slide of kind &quot;figure&quot;</source>
        <translation>solo per una slide di tipo &quot;figure&quot;</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="210"/>
        <source>missing (a text slide needs a title or a text)</source>
        <translation>manca (una slide di testo richiede un titolo o un testo)</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="335"/>
        <source>an array of slides</source>
        <translation>un array di slide</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="337"/>
        <source>expected 1 to %1 slides, found %2</source>
        <translation>attese da 1 a %1 slide, trovate %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="386"/>
        <source>cross attention needs a target sequence, and this lesson has none</source>
        <translation>l&apos;attenzione incrociata richiede una sequenza target, e questa lezione non ne ha</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="390"/>
        <location filename="../core/scenario/LessonDeck.cpp" line="405"/>
        <location filename="../core/scenario/LessonDeck.cpp" line="416"/>
        <source>head %1, but the lesson has %2</source>
        <translation>testa %1, ma la lezione ne ha %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="394"/>
        <source>the lesson has no target sequence</source>
        <translation>la lezione non ha una sequenza target</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="398"/>
        <source>token %1, but the sequence has %2</source>
        <translation>token %1, ma la sequenza ne ha %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="403"/>
        <source>the lesson with these changes: %1</source>
        <translation>la lezione con queste modifiche: %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/LessonDeck.cpp" line="412"/>
        <source>the lesson has no stage %1 here (it has %2)</source>
        <translation>qui la lezione non ha la fase %1 (ha %2)</translation>
    </message>
</context>
<context>
    <name>MatrixPicture</name>
    <message>
        <location filename="../ui/render/MatrixPicture.cpp" line="293"/>
        <source>%1 of %2 rows and %3 of %4 columns shown</source>
        <translation>%1 di %2 righe e %3 di %4 colonne mostrate</translation>
    </message>
    <message>
        <location filename="../ui/render/MatrixPicture.cpp" line="296"/>
        <source>%1 of %2 rows shown</source>
        <translation>%1 di %2 righe mostrate</translation>
    </message>
    <message>
        <location filename="../ui/render/MatrixPicture.cpp" line="298"/>
        <source>%1 of %2 columns shown</source>
        <translation>%1 di %2 colonne mostrate</translation>
    </message>
    <message>
        <location filename="../ui/render/MatrixPicture.cpp" line="300"/>
        <source> (wheel, Shift+wheel)</source>
        <translation> (rotella, Maiusc+rotella)</translation>
    </message>
</context>
<context>
    <name>ModelAttentionScenario</name>
    <message>
        <location filename="../core/model/ModelAttentionScenario.cpp" line="31"/>
        <source>with rotary positions q and k are turned after the projection, which a scenario&apos;s stages do not show; run the model with its own positions to open a head</source>
        <translation>con le posizioni rotatorie q e k vengono ruotati dopo la proiezione, cosa che le fasi di uno scenario non mostrano; esegui il modello con le sue posizioni per aprire una testa</translation>
    </message>
    <message>
        <location filename="../core/model/ModelAttentionScenario.cpp" line="36"/>
        <source>this model&apos;s width (n_embd %1) is more than a scenario&apos;s d_model may be (%2)</source>
        <translation>la larghezza di questo modello (n_embd %1) supera quella che d_model di uno scenario può avere (%2)</translation>
    </message>
    <message>
        <location filename="../core/model/ModelAttentionScenario.cpp" line="43"/>
        <source>no such layer or head, or tokens that are not the pass&apos;s</source>
        <translation>questo strato o questa testa non esiste, oppure i token non sono quelli del passaggio</translation>
    </message>
    <message>
        <location filename="../core/model/ModelAttentionScenario.cpp" line="105"/>
        <source>**E** are the tokens&apos; embeddings (their rows of `wte`) and **P** the positions&apos; (rows 0, 1, … of `wpe`), %1 numbers each: the positions stage adds them, x = E + P.</source>
        <translation>**E** sono gli embedding dei token (le loro righe di `wte`) e **P** quelli delle posizioni (righe 0, 1, … di `wpe`), %1 numeri ciascuno: la fase delle posizioni li somma, x = E + P.</translation>
    </message>
    <message>
        <location filename="../core/model/ModelAttentionScenario.cpp" line="108"/>
        <source>**E** are the tokens&apos; embeddings (their rows of `wte`), %1 numbers each, and the positions stage adds the sinusoids the pass used in place of `wpe`: x = E + P.</source>
        <translation>**E** sono gli embedding dei token (le loro righe di `wte`), %1 numeri ciascuno, e la fase delle posizioni aggiunge le sinusoidi che il passaggio ha usato al posto di `wpe`: x = E + P.</translation>
    </message>
    <message>
        <location filename="../core/model/ModelAttentionScenario.cpp" line="110"/>
        <source>**x** is the residual stream entering the layer, one row of %1 numbers per token.</source>
        <translation>**x** è il flusso residuo che entra nello strato, una riga di %1 numeri per token.</translation>
    </message>
    <message>
        <location filename="../core/model/ModelAttentionScenario.cpp" line="113"/>
        <source>%1 of a GPT-2 checkpoint (%2), on the text “%3”.

- </source>
        <translation>%1 di un checkpoint GPT-2 (%2), sul testo “%3”.

- </translation>
    </message>
    <message>
        <location filename="../core/model/ModelAttentionScenario.cpp" line="114"/>
        <source>
- The layer norm stage makes **X** = LN₁(x) with the layer&apos;s own gain γ and bias β: what the heads project.
- </source>
        <translation>
- La fase della layer norm calcola **X** = LN₁(x) con il guadagno γ e il bias β propri dello strato: ciò che le teste proiettano.
- </translation>
    </message>
    <message>
        <location filename="../core/model/ModelAttentionScenario.cpp" line="122"/>
        <source>GPT-2 layer %1, head %2: “%3”</source>
        <translation>GPT-2 strato %1, testa %2: “%3”</translation>
    </message>
    <message>
        <location filename="../core/model/ModelAttentionScenario.cpp" line="123"/>
        <source>The numbers of one head</source>
        <translation>I numeri di una testa</translation>
    </message>
    <message>
        <location filename="../core/model/ModelAttentionScenario.cpp" line="124"/>
        <source>**W_Q, W_K, W_V** and the biases **b_Q, b_K, b_V** are this head&apos;s %1 columns of the layer&apos;s `c_attn`; **W_O** is its %1 rows of `c_proj`, so the output is what this head adds to the layer&apos;s output (the layer&apos;s own bias b_O is added once for all heads, and is left out here).
- GPT-2&apos;s attention is causal and scaled by √d_k = √%1.

The weights this scenario computes are the ones the model window shows for layer %2, head %3.</source>
        <translation>**W_Q, W_K, W_V** e i bias **b_Q, b_K, b_V** sono le %1 colonne di questa testa nel `c_attn` dello strato; **W_O** sono le sue %1 righe di `c_proj`, quindi l&apos;uscita è ciò che questa testa aggiunge all&apos;uscita dello strato (il bias b_O dello strato si aggiunge una volta per tutte le teste e qui è omesso).
- L&apos;attenzione di GPT-2 è causale e divisa per √d_k = √%1.

I pesi che questo scenario calcola sono quelli che la finestra del modello mostra per lo strato %2, testa %3.</translation>
    </message>
    <message>
        <location filename="../core/model/ModelAttentionScenario.cpp" line="140"/>
        <source>GPT-2 layer %1, all %2 heads: “%3”</source>
        <translation>GPT-2 strato %1, tutte le %2 teste: “%3”</translation>
    </message>
    <message>
        <location filename="../core/model/ModelAttentionScenario.cpp" line="141"/>
        <source>The attention of one layer</source>
        <translation>L&apos;attenzione di uno strato</translation>
    </message>
    <message>
        <location filename="../core/model/ModelAttentionScenario.cpp" line="142"/>
        <source>Each of the %1 heads has its %2 columns of the layer&apos;s `c_attn` as W_Q, W_K, W_V with their biases.
- **W_O** and **b_O** are the layer&apos;s `c_proj`: the output is the layer&apos;s attention output, which the model adds to x before its MLP.</source>
        <translation>Ciascuna delle %1 teste ha le sue %2 colonne del `c_attn` dello strato come W_Q, W_K, W_V con i loro bias.
- **W_O** e **b_O** sono il `c_proj` dello strato: l&apos;uscita è l&apos;uscita dell&apos;attenzione dello strato, che il modello aggiunge a x prima del suo MLP.</translation>
    </message>
</context>
<context>
    <name>ModelMemory</name>
    <message>
        <location filename="../core/model/ModelMemory.cpp" line="49"/>
        <source>%1 needs %2 of memory, but %4 leaves %3</source>
        <extracomment>%1 names what needs the memory (&quot;the weights of model.safetensors as float32&quot;), %2 and %3 are sizes (&quot;1.72 GB&quot;), %4 what limits it (&quot;available memory&quot;, &quot;ulimit -v&quot;)</extracomment>
        <translation>%1 richiede %2 di memoria, ma %4 ne lascia %3</translation>
    </message>
</context>
<context>
    <name>OpenClEngine</name>
    <message>
        <location filename="../core/opencl/OpenClDevices.cpp" line="44"/>
        <source>OpenCL error %1</source>
        <translation>errore OpenCL %1</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClDevices.cpp" line="67"/>
        <source>accelerator</source>
        <extracomment>an OpenCL device&apos;s type, beside GPU and CPU</extracomment>
        <translation>acceleratore</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClDevices.cpp" line="70"/>
        <source>other</source>
        <extracomment>an OpenCL device&apos;s type that is none of GPU, CPU and accelerator</extracomment>
        <translation>altro tipo</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClDevices.cpp" line="84"/>
        <source>[%1] %2 / %3 (%4, %5 compute units, %6 MiB, at most %7 MiB per buffer, %8)</source>
        <translation>[%1] %2 / %3 (%4, %5 unità di calcolo, %6&#xa0;MiB, al massimo %7&#xa0;MiB per buffer, %8)</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClDevices.cpp" line="125"/>
        <source>PoCL&apos;s kernel cache %1 cannot be written (set POCL_CACHE_DIR to a writable folder)</source>
        <translation>la cache dei kernel di PoCL %1 non è scrivibile (imposta POCL_CACHE_DIR su una cartella scrivibile)</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClDevices.cpp" line="142"/>
        <source>no OpenCL platform is installed (Debian: pocl-opencl-icd, or a GPU&apos;s ICD)</source>
        <translation>nessuna piattaforma OpenCL è installata (Debian: pocl-opencl-icd, o l&apos;ICD di una GPU)</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClDevices.cpp" line="143"/>
        <source>the OpenCL loader failed: %1</source>
        <translation>il loader OpenCL non è riuscito: %1</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClDevices.cpp" line="160"/>
        <source>no OpenCL device found (the platforms installed have none)</source>
        <translation>nessun dispositivo OpenCL trovato (le piattaforme installate non ne hanno)</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClDevices.cpp" line="161"/>
        <source>no OpenCL device found: %1</source>
        <translation>nessun dispositivo OpenCL trovato: %1</translation>
    </message>
    <message>
        <location filename="../core/runtime/EngineFactory.cpp" line="58"/>
        <source>this program was built without OpenCL (ATTN_WITH_OPENCL=OFF)</source>
        <translation>questo programma è stato compilato senza OpenCL (ATTN_WITH_OPENCL=OFF)</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClEngine.cpp" line="174"/>
        <source>%1=%2: expected a device index from &apos;attentionlab devices&apos;</source>
        <translation>%1=%2: atteso un indice di dispositivo di &apos;attentionlab devices&apos;</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClEngine.cpp" line="188"/>
        <source>OpenCL failed on %1: %2 in %3</source>
        <translation>OpenCL non è riuscito su %1: %2 in %3</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClEngine.cpp" line="266"/>
        <source>the OpenCL kernel %1 did not build on %2 with options &apos;%3&apos;:
%4</source>
        <translation>il kernel OpenCL %1 non si è compilato su %2 con le opzioni &apos;%3&apos;:
%4</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClEngine.cpp" line="268"/>
        <source>the OpenCL kernel %1 did not build on %2: %3</source>
        <translation>il kernel OpenCL %1 non si è compilato su %2: %3</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClEngine.cpp" line="272"/>
        <source>the OpenCL kernel %1 did not build on %2 with options &apos;%3&apos;: %4</source>
        <translation>il kernel OpenCL %1 non si è compilato su %2 con le opzioni &apos;%3&apos;: %4</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClEngine.cpp" line="283"/>
        <source>device out of memory: this needs %1 buffers of %2, and %3 allows at most %4 per buffer and %5 in all</source>
        <translation>memoria del dispositivo insufficiente: servono %1 buffer da %2, e %3 consente al massimo %4 per buffer e %5 in tutto</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClEngine.cpp" line="337"/>
        <source>there is no OpenCL device %1: %2 found (see &apos;attentionlab devices&apos;)</source>
        <translation>non esiste il dispositivo OpenCL %1: trovati %2 (vedi &apos;attentionlab devices&apos;)</translation>
    </message>
    <message>
        <location filename="../core/opencl/OpenClEngine.cpp" line="348"/>
        <source>OpenCL device %1 cannot be used: %2</source>
        <translation>il dispositivo OpenCL %1 non si può usare: %2</translation>
    </message>
</context>
<context>
    <name>ResultComparison</name>
    <message>
        <location filename="../core/engine/ResultComparison.cpp" line="24"/>
        <source>head %1 %2</source>
        <translation>testa %1 %2</translation>
    </message>
    <message>
        <location filename="../core/engine/ResultComparison.cpp" line="28"/>
        <source>scores</source>
        <translation>punteggi</translation>
    </message>
    <message>
        <location filename="../core/engine/ResultComparison.cpp" line="29"/>
        <source>scaled</source>
        <comment>the scores divided by √d_k</comment>
        <translation>punteggi scalati</translation>
    </message>
    <message>
        <location filename="../core/engine/ResultComparison.cpp" line="30"/>
        <source>weights</source>
        <translation>pesi</translation>
    </message>
    <message>
        <location filename="../core/engine/ResultComparison.cpp" line="31"/>
        <source>output</source>
        <comment>a head&apos;s output, weights times V</comment>
        <translation>uscita</translation>
    </message>
    <message>
        <location filename="../core/engine/ResultComparison.cpp" line="33"/>
        <source>concat</source>
        <translation>concatenazione</translation>
    </message>
    <message>
        <location filename="../core/engine/ResultComparison.cpp" line="34"/>
        <source>output</source>
        <comment>the layer&apos;s output, after W_O</comment>
        <translation>uscita dello strato</translation>
    </message>
    <message>
        <location filename="../core/engine/ResultComparison.cpp" line="45"/>
        <source>%1 (shapes differ)</source>
        <translation>%1 (le forme sono diverse)</translation>
    </message>
    <message>
        <location filename="../core/engine/ResultComparison.cpp" line="79"/>
        <source>the numbers grow beyond float32&apos;s range (about ±3.4e38); use smaller vectors or weights</source>
        <translation>i numeri crescono oltre l&apos;intervallo di float32 (circa ±3.4e38); usa vettori o pesi più piccoli</translation>
    </message>
</context>
<context>
    <name>SafetensorsFile</name>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="83"/>
        <source>tensor &apos;%1&apos;: shape %2 is larger than any file</source>
        <translation>tensore «%1»: shape %2 è più grande di qualsiasi file</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="91"/>
        <source>tensor &apos;%1&apos;: expected an object with dtype, shape and data_offsets</source>
        <translation>tensore «%1»: atteso un oggetto con dtype, shape e data_offsets</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="96"/>
        <source>tensor &apos;%1&apos;: dtype is missing</source>
        <translation>tensore «%1»: manca dtype</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="97"/>
        <source>tensor &apos;%1&apos;: dtype is not a string (found %2)</source>
        <translation>tensore «%1»: dtype non è una stringa (trovato: %2)</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="101"/>
        <source>tensor &apos;%1&apos;: unknown dtype &apos;%2&apos; (safetensors defines F64, F32, F16, BF16, F8_E4M3, F8_E5M2, I64 to I8, U64 to U8 and BOOL)</source>
        <translation>tensore «%1»: dtype «%2» sconosciuto (safetensors definisce F64, F32, F16, BF16, F8_E4M3, F8_E5M2, da I64 a I8, da U64 a U8 e BOOL)</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="108"/>
        <source>tensor &apos;%1&apos;: shape is not a list of sizes</source>
        <translation>tensore «%1»: shape non è un elenco di dimensioni</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="113"/>
        <source>tensor &apos;%1&apos;: shape holds something other than a size</source>
        <translation>tensore «%1»: shape contiene qualcosa che non è una dimensione</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="121"/>
        <source>tensor &apos;%1&apos;: data_offsets is not [begin, end] with begin &lt;= end</source>
        <translation>tensore «%1»: data_offsets non è [begin, end] con begin &lt;= end</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="136"/>
        <source>tensor &apos;%1&apos;: shape %2 of %3 needs %4 bytes, but data_offsets [%5, %6] hold %7</source>
        <translation>tensore «%1»: shape %2 di %3 richiede %4 byte, ma data_offsets [%5, %6] ne contengono %7</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="147"/>
        <source>tensor &apos;%1&apos;: data_offsets [%2, %3] lie past the end of the data (%4 bytes)</source>
        <translation>tensore «%1»: data_offsets [%2, %3] vanno oltre la fine dei dati (%4 byte)</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="171"/>
        <source>tensors &apos;%1&apos; and &apos;%2&apos; overlap (bytes %3 to %4 of the data belong to both)</source>
        <translation>i tensori «%1» e «%2» si sovrappongono (i byte da %3 a %4 dei dati appartengono a entrambi)</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="180"/>
        <source>the file is truncated: its header describes %1 bytes of tensor data, but only %2 follow the header (an interrupted download or copy?)</source>
        <translation>il file è troncato: la sua intestazione descrive %1 byte di dati dei tensori, ma dopo l&apos;intestazione ne seguono solo %2 (un download o una copia interrotti?)</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="211"/>
        <source>checkpoint</source>
        <translation>checkpoint</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="216"/>
        <source>%1 bytes is too short for a safetensors file (the header&apos;s length alone takes 8)</source>
        <translation>%1 byte sono troppo pochi per un file safetensors (la sola lunghezza dell&apos;intestazione ne occupa 8)</translation>
    </message>
    <message>
        <source>cannot be mapped into memory: %1</source>
        <translation type="vanished">non si può mappare in memoria: %1</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="223"/>
        <source>the header&apos;s length says %1 bytes, but the file holds only %2 after it (a wrong header length, or not a safetensors file)</source>
        <translation>la lunghezza dell&apos;intestazione indica %1 byte, ma dopo di essa il file ne contiene solo %2 (una lunghezza dell&apos;intestazione sbagliata, o non è un file safetensors)</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="228"/>
        <source>the header&apos;s length says %1 bytes, more than the format&apos;s limit of 100 MB</source>
        <translation>la lunghezza dell&apos;intestazione indica %1 byte, più del limite di 100 MB del formato</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="237"/>
        <source>the header (%1 bytes after its length) is not a JSON object (%2 at byte %3): a wrong header length, or not a safetensors file</source>
        <translation>l&apos;intestazione (%1 byte dopo la sua lunghezza) non è un oggetto JSON (%2 al byte %3): una lunghezza dell&apos;intestazione sbagliata, o non è un file safetensors</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="242"/>
        <source>the header (%1 bytes after its length) is not a JSON object: a wrong header length, or not a safetensors file</source>
        <translation>l&apos;intestazione (%1 byte dopo la sua lunghezza) non è un oggetto JSON: una lunghezza dell&apos;intestazione sbagliata, o non è un file safetensors</translation>
    </message>
    <message>
        <location filename="../core/model/SafetensorsFile.cpp" line="246"/>
        <source>header: %1</source>
        <translation>intestazione: %1</translation>
    </message>
</context>
<context>
    <name>ScenarioFile</name>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="70"/>
        <source>%1: unknown key, kept as it is</source>
        <translation>%1: chiave sconosciuta, conservata com&apos;è</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="78"/>
        <source>an array of numbers (a bias, one per column)</source>
        <translation>un array di numeri (un bias, uno per colonna)</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="80"/>
        <source>expected at least one number</source>
        <translation>atteso almeno un numero</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="101"/>
        <source>missing (an array of token strings)</source>
        <translation>manca (un array dei token come stringhe)</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="102"/>
        <source>an array of strings</source>
        <translation>un array di stringhe</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="104"/>
        <source>expected 1 to %1 tokens, found %2</source>
        <translation>attesi da 1 a %1 token, trovati %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="107"/>
        <location filename="../core/scenario/ScenarioFile.cpp" line="161"/>
        <location filename="../core/scenario/ScenarioFile.cpp" line="166"/>
        <location filename="../core/scenario/ScenarioFile.cpp" line="201"/>
        <location filename="../core/scenario/ScenarioFile.cpp" line="210"/>
        <source>expected a string, found %1</source>
        <translation>attesa una stringa, trovato: %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="111"/>
        <source>missing (one vector per token)</source>
        <translation>manca (un vettore per token)</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="125"/>
        <source>missing (each head needs wq, wk and wv)</source>
        <translation>manca (ogni testa richiede wq, wk e wv)</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="144"/>
        <source>missing (a layer norm needs a gain and a bias, one number per column of the vectors: 1 and 0 leave the standardised vectors as they are)</source>
        <translation>manca (una layer norm richiede un gain e un bias, un numero per colonna dei vettori: 1 e 0 lasciano i vettori standardizzati come sono)</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="169"/>
        <source>at most %1 characters, found %2</source>
        <translation>al massimo %1 caratteri, trovati %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="173"/>
        <source>expected an object of languages, found %1</source>
        <translation>atteso un oggetto di lingue, trovato: %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="178"/>
        <source>expected an object with &quot;title&quot; and &quot;notes&quot;, found %1</source>
        <translation>atteso un oggetto con &quot;title&quot; e &quot;notes&quot;, trovato: %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="187"/>
        <source>expected an object with &quot;source&quot; and &quot;target&quot; label lists, found %1</source>
        <translation>atteso un oggetto con le liste di etichette &quot;source&quot; e &quot;target&quot;, trovato: %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="192"/>
        <source>unknown key (expected &quot;source&quot; or &quot;target&quot;)</source>
        <translation>chiave sconosciuta (attese &quot;source&quot; o &quot;target&quot;)</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="195"/>
        <source>expected a list of token labels, found %1</source>
        <translation>attesa una lista di etichette dei token, trovato: %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="208"/>
        <source>unknown key (expected &quot;title&quot;, &quot;notes&quot; or &quot;tokens&quot;)</source>
        <translation>chiave sconosciuta (attese &quot;title&quot;, &quot;notes&quot; o &quot;tokens&quot;)</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="212"/>
        <source>at most %1 characters</source>
        <translation>al massimo %1 caratteri</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="220"/>
        <source>missing (one of &quot;cross&quot;, &quot;causal&quot;, &quot;bidirectional&quot;)</source>
        <translation>manca (uno tra &quot;cross&quot;, &quot;causal&quot;, &quot;bidirectional&quot;)</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="223"/>
        <source>expected one of &quot;cross&quot;, &quot;causal&quot;, &quot;bidirectional&quot;</source>
        <translation>atteso uno tra &quot;cross&quot;, &quot;causal&quot;, &quot;bidirectional&quot;</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="227"/>
        <source>expected true or false, found %1</source>
        <translation>atteso true o false, trovato: %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="235"/>
        <source>expected &quot;none&quot;, &quot;sinusoidal&quot; or &quot;learned&quot;</source>
        <translation>atteso &quot;none&quot;, &quot;sinusoidal&quot; o &quot;learned&quot;</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="241"/>
        <source>missing (the sequence that supplies keys and values)</source>
        <translation>manca (la sequenza che fornisce chiavi e valori)</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="246"/>
        <source>an array of heads</source>
        <translation>un array di teste</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="248"/>
        <source>expected 1 to %1 heads, found %2</source>
        <translation>attese da 1 a %1 teste, trovate %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="327"/>
        <location filename="../core/scenario/ScenarioFile.cpp" line="339"/>
        <source>scenario</source>
        <translation>scenario</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="441"/>
        <source>the scenario would take %1, more than the %2 a scenario file may hold, and could not be opened again</source>
        <translation>lo scenario occuperebbe %1, più dei %2 che un file di scenario può contenere, e non si potrebbe riaprire</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="452"/>
        <source>%1: cannot save: %2. Remove tokens, heads or columns, then save.</source>
        <translation>%1: impossibile salvare: %2. Togli token, teste o colonne, poi salva.</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioFile.cpp" line="462"/>
        <source>%1: cannot save: %2</source>
        <translation>%1: impossibile salvare: %2</translation>
    </message>
</context>
<context>
    <name>ScenarioValidation</name>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="27"/>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="55"/>
        <source>expected a finite number</source>
        <translation>atteso un numero finito</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="36"/>
        <source>expected a %1 x %2 matrix (%3), found %4 x %5</source>
        <translation>attesa una matrice %1 x %2 (%3), trovata %4 x %5</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="51"/>
        <source>expected %1 numbers (%2), found %3</source>
        <translation>attesi %1 numeri (%2), trovati %3</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="68"/>
        <source>contains a control character (U+%1); a token name is a label, printable text only</source>
        <translation>contiene un carattere di controllo (U+%1); il nome di un token è un&apos;etichetta, solo testo stampabile</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="76"/>
        <source>contains U+%1, an invisible character that changes how text is shown (a direction override, a zero-width or line-breaking character); a token name is a label, printable text only</source>
        <translation>contiene U+%1, un carattere invisibile che cambia come appare il testo (un cambio di direzione, un carattere di larghezza zero o che va a capo); il nome di un token è un&apos;etichetta, solo testo stampabile</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="81"/>
        <source>contains U+%1, which Unicode keeps out of text (a noncharacter); a token name is a label, printable text only</source>
        <translation>contiene U+%1, che Unicode esclude dal testo (un non-carattere); il nome di un token è un&apos;etichetta, solo testo stampabile</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="89"/>
        <source>contains U+%1, an invisible character or a noncharacter; a token name is a label, printable text only</source>
        <translation>contiene U+%1, un carattere invisibile o un non-carattere; il nome di un token è un&apos;etichetta, solo testo stampabile</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="96"/>
        <source>contains U+%1, half of a surrogate pair without the other half; a token name is text that UTF-8 can hold</source>
        <translation>contiene U+%1, metà di una coppia surrogata senza l&apos;altra metà; il nome di un token è testo che UTF-8 può contenere</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="103"/>
        <source>is empty; a token needs a name to label its row and column</source>
        <translation>è vuoto; un token ha bisogno di un nome che ne etichetti la riga e la colonna</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="104"/>
        <source>has only spaces; a token needs a name to label its row and column</source>
        <translation>contiene solo spazi; un token ha bisogno di un nome che ne etichetti la riga e la colonna</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="106"/>
        <source>&quot;%1…&quot; has %2 characters; a token name has at most %3</source>
        <translation>«%1…» ha %2 caratteri; il nome di un token ne ha al massimo %3</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="121"/>
        <source>expected 1 to %1 tokens, found %2</source>
        <translation>attesi da 1 a %1 token, trovati %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="130"/>
        <source>expected one vector per token (%1), found %2</source>
        <translation>atteso un vettore per token (%1), trovati %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="137"/>
        <source>has %1, but source.vectors[0] has %2: the source and the target need the same d_model</source>
        <translation>ha %1, ma source.vectors[0] ne ha %2: sorgente e destinazione richiedono lo stesso d_model</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="143"/>
        <source>expected 1 to %1 numbers per vector (d_model), found %2</source>
        <translation>attesi da 1 a %1 numeri per vettore (d_model), trovati %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="150"/>
        <source>one learned position per token x d_model</source>
        <translation>una posizione appresa per token x d_model</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="161"/>
        <source>expected 1 to %1 heads, found %2</source>
        <translation>attese da 1 a %1 teste, trovate %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="168"/>
        <source>d_k and d_v must be at least 1</source>
        <translation>d_k e d_v devono essere almeno 1</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="173"/>
        <source>d_model x d_k, as wq</source>
        <translation>d_model x d_k, come wq</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="178"/>
        <source>d_k, the columns of wq</source>
        <translation>d_k, le colonne di wq</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="180"/>
        <source>d_k, the columns of wk</source>
        <translation>d_k, le colonne di wk</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="182"/>
        <source>d_v, the columns of wv</source>
        <translation>d_v, le colonne di wv</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="197"/>
        <source>1 number</source>
        <translation>1 numero</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="197"/>
        <source>%1 numbers</source>
        <translation>%1 numeri</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="218"/>
        <source>at most %1 characters, found %2</source>
        <translation>al massimo %1 caratteri, trovati %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="233"/>
        <source>missing (&quot;positions&quot;: &quot;learned&quot; needs a vector per place, one per token)</source>
        <translation>manca (&quot;positions&quot;: &quot;learned&quot; richiede un vettore per posizione, uno per token)</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="236"/>
        <source>given, but the scenario&apos;s &quot;positions&quot; is not &quot;learned&quot;</source>
        <translation>presente, ma &quot;positions&quot; dello scenario non è &quot;learned&quot;</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="239"/>
        <source>expected a number from %1 to %2</source>
        <translation>atteso un numero da %1 a %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="245"/>
        <source>cross attention needs a target sequence (it supplies the queries)</source>
        <translation>l&apos;attenzione incrociata richiede una sequenza di destinazione (fornisce le query)</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="263"/>
        <source>labels for a target, but the scenario has none</source>
        <translation>etichette per una destinazione, ma lo scenario non ne ha</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="266"/>
        <source>expected %1 labels, one per token, found %2</source>
        <translation>attese %1 etichette, una per token, trovate %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="276"/>
        <source>sum of the heads&apos; d_v x d_model</source>
        <translation>somma dei d_v delle teste x d_model</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="280"/>
        <source>missing: without wo the heads&apos; d_v must add up to d_model (%1), but they add up to %2</source>
        <translation>manca: senza wo i d_v delle teste devono sommare a d_model (%1), ma sommano a %2</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="285"/>
        <source>d_model, the columns of wo</source>
        <translation>d_model, le colonne di wo</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="288"/>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="290"/>
        <source>d_model, one per column of the vectors</source>
        <translation>d_model, uno per colonna dei vettori</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="295"/>
        <source>expected a number above 0 and at most 1, found %1</source>
        <translation>atteso un numero maggiore di 0 e al massimo 1, trovato %1</translation>
    </message>
    <message>
        <location filename="../core/scenario/ScenarioValidation.cpp" line="300"/>
        <source>every stage of %1 heads over %2 x %3 tokens needs %4 MiB, at most %5 MiB: use fewer tokens or heads</source>
        <translation>tutte le fasi di %1 teste su %2 x %3 token richiedono %4&#xa0;MiB, al massimo %5&#xa0;MiB: usa meno token o teste</translation>
    </message>
</context>
<context>
    <name>SetVectorCommand</name>
    <message>
        <location filename="../ui/document/SetVectorCommand.cpp" line="15"/>
        <source>Move the vector of “%1”</source>
        <translation>Sposta il vettore di «%1»</translation>
    </message>
</context>
<context>
    <name>StageText</name>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="335"/>
        <source>Vectors</source>
        <translation>Vettori</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="381"/>
        <source>Attention compares vectors by their content only, so on its own it cannot tell “dog bites man” from “man bites dog”. Adding to each token a vector that depends on its place (p = 0, 1, 2, …) makes the same word at another place a different vector: order now changes the scores.</source>
        <translation>L&apos;attenzione confronta i vettori solo in base al contenuto, quindi da sola non distingue “dog bites man” da “man bites dog”. Aggiungere a ogni token un vettore che dipende dal suo posto (p = 0, 1, 2, …) rende la stessa parola in un altro posto un vettore diverso: ora l&apos;ordine cambia i punteggi.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="346"/>
        <source>X&lt;sub&gt;target&lt;/sub&gt; (queries), X&lt;sub&gt;source&lt;/sub&gt; (keys and values): one row of d&lt;sub&gt;model&lt;/sub&gt; numbers per token</source>
        <translation>X&lt;sub&gt;destinazione&lt;/sub&gt; (query), X&lt;sub&gt;sorgente&lt;/sub&gt; (chiavi e valori): una riga di d&lt;sub&gt;model&lt;/sub&gt; numeri per token</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="334"/>
        <source>Token vectors</source>
        <translation>Vettori dei token</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="338"/>
        <source>E&lt;sub&gt;target&lt;/sub&gt; (queries), E&lt;sub&gt;source&lt;/sub&gt; (keys and values): one row of d&lt;sub&gt;model&lt;/sub&gt; numbers per token</source>
        <translation>E&lt;sub&gt;destinazione&lt;/sub&gt; (query), E&lt;sub&gt;sorgente&lt;/sub&gt; (chiavi e valori): una riga di d&lt;sub&gt;model&lt;/sub&gt; numeri per token</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="340"/>
        <source>E: one row of d&lt;sub&gt;model&lt;/sub&gt; numbers per token</source>
        <translation>E: una riga di d&lt;sub&gt;model&lt;/sub&gt; numeri per token</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="348"/>
        <source>X: one row of d&lt;sub&gt;model&lt;/sub&gt; numbers per token</source>
        <translation>X: una riga di d&lt;sub&gt;model&lt;/sub&gt; numeri per token</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="349"/>
        <source>Every token enters as a vector. Words with related meanings get vectors that point in similar directions, and the dot product of two vectors is large when they do.</source>
        <translation>Ogni token entra come vettore. Parole di significato affine ricevono vettori che puntano in direzioni simili, e il prodotto scalare di due vettori è grande quando ciò accade.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="373"/>
        <location filename="../ui/render/StageCatalogue.cpp" line="374"/>
        <source>Positions</source>
        <translation>Posizioni</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="377"/>
        <source>%1 = E + P,&amp;nbsp; P&lt;sub&gt;p&lt;/sub&gt;: a vector learnt for each place p, as GPT-2&apos;s</source>
        <translation>%1 = E + P,&amp;nbsp; P&lt;sub&gt;p&lt;/sub&gt;: un vettore appreso per ogni posto p, come in GPT-2</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="378"/>
        <source>%1 = E + P,&amp;nbsp; P&lt;sub&gt;p, 2i&lt;/sub&gt; = sin(p / 10000&lt;sup&gt;2i/d&lt;/sup&gt;),&amp;nbsp; P&lt;sub&gt;p, 2i+1&lt;/sub&gt; = cos(p / 10000&lt;sup&gt;2i/d&lt;/sup&gt;)</source>
        <translation>%1 = E + P,&amp;nbsp; P&lt;sub&gt;p, 2i&lt;/sub&gt; = sin(p / 10000&lt;sup&gt;2i/d&lt;/sup&gt;),&amp;nbsp; P&lt;sub&gt;p, 2i+1&lt;/sub&gt; = cos(p / 10000&lt;sup&gt;2i/d&lt;/sup&gt;)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="436"/>
        <source>Layer norm</source>
        <translation>Layer norm</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="437"/>
        <source>Norm</source>
        <translation>Norm</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="444"/>
        <source>Hover a standardised number, or one of X, to see its arithmetic.</source>
        <translation>Passa sopra un numero standardizzato, o uno di X, per vederne il calcolo.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="557"/>
        <source>Queries, keys and values</source>
        <translation>Query, chiavi e valori</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="558"/>
        <source>Q, K, V</source>
        <translation>Q, K, V</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="560"/>
        <source>Q = X&lt;sub&gt;target&lt;/sub&gt; W&lt;sub&gt;Q&lt;/sub&gt; + b&lt;sub&gt;Q&lt;/sub&gt;,&amp;nbsp; K = X&lt;sub&gt;source&lt;/sub&gt; W&lt;sub&gt;K&lt;/sub&gt; + b&lt;sub&gt;K&lt;/sub&gt;,&amp;nbsp; V = X&lt;sub&gt;source&lt;/sub&gt; W&lt;sub&gt;V&lt;/sub&gt; + b&lt;sub&gt;V&lt;/sub&gt;</source>
        <translation>Q = X&lt;sub&gt;destinazione&lt;/sub&gt; W&lt;sub&gt;Q&lt;/sub&gt; + b&lt;sub&gt;Q&lt;/sub&gt;,&amp;nbsp; K = X&lt;sub&gt;sorgente&lt;/sub&gt; W&lt;sub&gt;K&lt;/sub&gt; + b&lt;sub&gt;K&lt;/sub&gt;,&amp;nbsp; V = X&lt;sub&gt;sorgente&lt;/sub&gt; W&lt;sub&gt;V&lt;/sub&gt; + b&lt;sub&gt;V&lt;/sub&gt;</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="562"/>
        <source>Q = X W&lt;sub&gt;Q&lt;/sub&gt; + b&lt;sub&gt;Q&lt;/sub&gt;,&amp;nbsp; K = X W&lt;sub&gt;K&lt;/sub&gt; + b&lt;sub&gt;K&lt;/sub&gt;,&amp;nbsp; V = X W&lt;sub&gt;V&lt;/sub&gt; + b&lt;sub&gt;V&lt;/sub&gt;</source>
        <translation>Q = X W&lt;sub&gt;Q&lt;/sub&gt; + b&lt;sub&gt;Q&lt;/sub&gt;,&amp;nbsp; K = X W&lt;sub&gt;K&lt;/sub&gt; + b&lt;sub&gt;K&lt;/sub&gt;,&amp;nbsp; V = X W&lt;sub&gt;V&lt;/sub&gt; + b&lt;sub&gt;V&lt;/sub&gt;</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="564"/>
        <source>Each head multiplies the vectors by three matrices it has learnt and adds a learnt bias, the same row for every token. A query says what a token is looking for, a key what it can be found by, and a value what it hands on when it is found.</source>
        <translation>Ogni testa moltiplica i vettori per tre matrici che ha imparato e aggiunge un bias imparato, la stessa riga per ogni token. Una query dice che cosa cerca un token, una chiave per che cosa può essere trovato e un valore che cosa trasmette quando viene trovato.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="568"/>
        <source>Q = X&lt;sub&gt;target&lt;/sub&gt; W&lt;sub&gt;Q&lt;/sub&gt;,&amp;nbsp; K = X&lt;sub&gt;source&lt;/sub&gt; W&lt;sub&gt;K&lt;/sub&gt;,&amp;nbsp; V = X&lt;sub&gt;source&lt;/sub&gt; W&lt;sub&gt;V&lt;/sub&gt;</source>
        <translation>Q = X&lt;sub&gt;destinazione&lt;/sub&gt; W&lt;sub&gt;Q&lt;/sub&gt;,&amp;nbsp; K = X&lt;sub&gt;sorgente&lt;/sub&gt; W&lt;sub&gt;K&lt;/sub&gt;,&amp;nbsp; V = X&lt;sub&gt;sorgente&lt;/sub&gt; W&lt;sub&gt;V&lt;/sub&gt;</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="570"/>
        <source>Q = X W&lt;sub&gt;Q&lt;/sub&gt;,&amp;nbsp; K = X W&lt;sub&gt;K&lt;/sub&gt;,&amp;nbsp; V = X W&lt;sub&gt;V&lt;/sub&gt;</source>
        <translation>Q = X W&lt;sub&gt;Q&lt;/sub&gt;,&amp;nbsp; K = X W&lt;sub&gt;K&lt;/sub&gt;,&amp;nbsp; V = X W&lt;sub&gt;V&lt;/sub&gt;</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="571"/>
        <source>Each head multiplies the vectors by three matrices it has learnt. A query says what a token is looking for, a key what it can be found by, and a value what it hands on when it is found.</source>
        <translation>Ogni testa moltiplica i vettori per tre matrici che ha appreso. Una query dice che cosa cerca un token, una chiave per che cosa può essere trovato, e un valore che cosa consegna quando viene trovato.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="686"/>
        <source>Scores: every query against every key</source>
        <translation>Punteggi: ogni query contro ogni chiave</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="721"/>
        <source>Scaling by √d&lt;sub&gt;k&lt;/sub&gt;</source>
        <translation>Divisione per √d&lt;sub&gt;k&lt;/sub&gt;</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="731"/>
        <source>S / √d&lt;sub&gt;k&lt;/sub&gt; = S / √%1 ≈ S / %2</source>
        <translation>S / √d&lt;sub&gt;k&lt;/sub&gt; = S / √%1 ≈ S / %2</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="758"/>
        <source>The mask</source>
        <translation>La maschera</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="798"/>
        <source>Softmax: scores become weights</source>
        <translation>Softmax: i punteggi diventano pesi</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="855"/>
        <source>Weighted sum of the values</source>
        <translation>Somma pesata dei valori</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="887"/>
        <source>Concatenating the heads</source>
        <translation>Concatenazione delle teste</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="947"/>
        <source>Output projection</source>
        <translation>Proiezione di uscita</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="687"/>
        <source>Scores</source>
        <translation>Punteggi</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="343"/>
        <source>x: one row of d&lt;sub&gt;model&lt;/sub&gt; numbers per token, as it comes in; the layer norm makes X of it</source>
        <translation>x: una riga di d&lt;sub&gt;model&lt;/sub&gt; numeri per token, così come arriva; la layer norm ne fa X</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="438"/>
        <source>X = (x − μ) / √(σ² + ε) ⊙ γ + β,&amp;nbsp; μ, σ²: each row&apos;s mean and variance,&amp;nbsp; ε = %1</source>
        <translation>X = (x − μ) / √(σ² + ε) ⊙ γ + β,&amp;nbsp; μ, σ²: media e varianza di ogni riga,&amp;nbsp; ε = %1</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="441"/>
        <source>Each token&apos;s vector is put on one scale: less its mean, divided by its spread, every row has mean 0 and variance 1. A learnt gain γ and bias β then stretch and shift each column. GPT-2 does this before every attention layer.</source>
        <translation>Il vettore di ogni token viene portato su una scala comune: tolta la media e diviso per la sua dispersione, ogni riga ha media 0 e varianza 1. Un guadagno γ e un bias β appresi allungano e spostano poi ogni colonna. GPT-2 lo fa prima di ogni strato di attenzione.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="688"/>
        <source>S = Q K&lt;sup&gt;T&lt;/sup&gt;,&amp;nbsp; s&lt;sub&gt;ij&lt;/sub&gt; = q&lt;sub&gt;i&lt;/sub&gt; · k&lt;sub&gt;j&lt;/sub&gt; = Σ&lt;sub&gt;c&lt;/sub&gt; q&lt;sub&gt;ic&lt;/sub&gt; k&lt;sub&gt;jc&lt;/sub&gt;</source>
        <translation>S = Q K&lt;sup&gt;T&lt;/sup&gt;,&amp;nbsp; s&lt;sub&gt;ij&lt;/sub&gt; = q&lt;sub&gt;i&lt;/sub&gt; · k&lt;sub&gt;j&lt;/sub&gt; = Σ&lt;sub&gt;c&lt;/sub&gt; q&lt;sub&gt;ic&lt;/sub&gt; k&lt;sub&gt;jc&lt;/sub&gt;</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="690"/>
        <source>One dot product per pair of query and key. A large score means the two vectors point the same way: this key is a good match for what the query is looking for.</source>
        <translation>Un prodotto scalare per ogni coppia di query e chiave. Un punteggio alto significa che i due vettori puntano nella stessa direzione: questa chiave corrisponde bene a ciò che la query cerca.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="692"/>
        <source>Hover a score to see its products term by term; click it to pin them onto the page.</source>
        <translation>Passa il mouse su un punteggio per vederne i prodotti termine per termine; cliccalo per fissarli sulla pagina.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="722"/>
        <source>Scale</source>
        <translation>Scalatura</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="729"/>
        <source>S / √d&lt;sub&gt;k&lt;/sub&gt; = S / √%1 = S / %2</source>
        <translation>S / √d&lt;sub&gt;k&lt;/sub&gt; = S / √%1 = S / %2</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="727"/>
        <source>scaling is off: the scores pass on unchanged</source>
        <translation>la divisione è disattivata: i punteggi passano invariati</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="732"/>
        <source>A dot product adds up d&lt;sub&gt;k&lt;/sub&gt; products, so it grows with the length of the vectors. Dividing by √d&lt;sub&gt;k&lt;/sub&gt; keeps the scores in a range where softmax still shares attention between keys, instead of giving almost all of it to one.</source>
        <translation>Un prodotto scalare somma d&lt;sub&gt;k&lt;/sub&gt; prodotti, quindi cresce con la lunghezza dei vettori. Dividere per √d&lt;sub&gt;k&lt;/sub&gt; mantiene i punteggi in un intervallo in cui la softmax ripartisce ancora l&apos;attenzione tra le chiavi, invece di darla quasi tutta a una sola.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="759"/>
        <source>Mask</source>
        <translation>Maschera</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="761"/>
        <source>s&lt;sub&gt;ij&lt;/sub&gt; = −∞ where j &amp;gt; i</source>
        <translation>s&lt;sub&gt;ij&lt;/sub&gt; = −∞ dove j &amp;gt; i</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="762"/>
        <source>Causal attention: a token may look only at itself and the tokens before it, as when text is written one word at a time. Scores for later tokens become −∞, so softmax gives them exactly nothing.</source>
        <translation>Attenzione causale: un token può guardare solo sé stesso e i token precedenti, come quando un testo si scrive una parola alla volta. I punteggi dei token successivi diventano −∞, quindi la softmax dà loro esattamente zero.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="766"/>
        <location filename="../ui/render/StageCatalogue.cpp" line="770"/>
        <source>no mask</source>
        <translation>nessuna maschera</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="767"/>
        <source>Cross attention has no mask: each target token may look at every token of the source sentence, as a translator reads the whole original.</source>
        <translation>L&apos;attenzione incrociata non ha maschera: ogni token di destinazione può guardare tutti i token della frase sorgente, come un traduttore legge tutto l&apos;originale.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="771"/>
        <source>Bidirectional attention has no mask: every token sees all the others, before and after it, as in BERT&apos;s encoder.</source>
        <translation>L&apos;attenzione bidirezionale non ha maschera: ogni token vede tutti gli altri, prima e dopo di sé, come nell&apos;encoder di BERT.</translation>
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
        <translation>Ogni riga di punteggi diventa una riga di pesi positivi che sommano a 1: quanta attenzione la query presta a ciascuna chiave. Il punteggio più alto riceve la quota maggiore; una chiave mascherata riceve esattamente 0.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="811"/>
        <source>Each row of scores turns into weights that are positive and add up to 1: how much attention the query pays to each key. The largest score gets the largest share.</source>
        <translation>Ogni riga di punteggi diventa una riga di pesi positivi che sommano a 1: quanta attenzione la query presta a ciascuna chiave. Il punteggio più alto riceve la quota maggiore.</translation>
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
        <translation>Il risultato di ogni query è una media dei vettori valore, pesata dai suoi pesi di attenzione: prende di più dalle chiavi che le corrispondono meglio.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="888"/>
        <source>Concat</source>
        <translation>Concat.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="891"/>
        <source>[Z&lt;sub&gt;1&lt;/sub&gt;] = Z&lt;sub&gt;1&lt;/sub&gt;</source>
        <translation>[Z&lt;sub&gt;1&lt;/sub&gt;] = Z&lt;sub&gt;1&lt;/sub&gt;</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="892"/>
        <source>This layer has one head, so its output Z&lt;sub&gt;1&lt;/sub&gt; goes on as it is. With several heads, each does the same steps with its own matrices, and their results are placed side by side, one row per token.</source>
        <translation>Questo strato ha una sola testa, quindi la sua uscita Z&lt;sub&gt;1&lt;/sub&gt; prosegue così com&apos;è. Con più teste, ognuna fa gli stessi passi con le proprie matrici, e i loro risultati vengono affiancati, una riga per token.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="897"/>
        <source>[Z&lt;sub&gt;1&lt;/sub&gt; | Z&lt;sub&gt;2&lt;/sub&gt; | … | Z&lt;sub&gt;h&lt;/sub&gt;]</source>
        <translation>[Z&lt;sub&gt;1&lt;/sub&gt; | Z&lt;sub&gt;2&lt;/sub&gt; | … | Z&lt;sub&gt;h&lt;/sub&gt;]</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="898"/>
        <source>Every head did the same steps with its own matrices, so each may have looked for something different. Their results are placed side by side, one row per token.</source>
        <translation>Ogni testa ha fatto gli stessi passi con le proprie matrici, quindi ognuna può aver cercato qualcosa di diverso. I loro risultati vengono affiancati, una riga per token.</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="948"/>
        <source>Output</source>
        <translation>Uscita</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="950"/>
        <source>Output = Z&lt;sub&gt;1&lt;/sub&gt; W&lt;sub&gt;O&lt;/sub&gt; + b&lt;sub&gt;O&lt;/sub&gt;</source>
        <translation>Uscita = Z&lt;sub&gt;1&lt;/sub&gt; W&lt;sub&gt;O&lt;/sub&gt; + b&lt;sub&gt;O&lt;/sub&gt;</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="951"/>
        <source>Output = Z&lt;sub&gt;1&lt;/sub&gt; W&lt;sub&gt;O&lt;/sub&gt;</source>
        <translation>Uscita = Z&lt;sub&gt;1&lt;/sub&gt; W&lt;sub&gt;O&lt;/sub&gt;</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="953"/>
        <source>Output = [Z&lt;sub&gt;1&lt;/sub&gt; | … | Z&lt;sub&gt;h&lt;/sub&gt;] W&lt;sub&gt;O&lt;/sub&gt; + b&lt;sub&gt;O&lt;/sub&gt;</source>
        <translation>Uscita = [Z&lt;sub&gt;1&lt;/sub&gt; | … | Z&lt;sub&gt;h&lt;/sub&gt;] W&lt;sub&gt;O&lt;/sub&gt; + b&lt;sub&gt;O&lt;/sub&gt;</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="954"/>
        <source>Output = [Z&lt;sub&gt;1&lt;/sub&gt; | … | Z&lt;sub&gt;h&lt;/sub&gt;] W&lt;sub&gt;O&lt;/sub&gt;</source>
        <translation>Uscita = [Z&lt;sub&gt;1&lt;/sub&gt; | … | Z&lt;sub&gt;h&lt;/sub&gt;] W&lt;sub&gt;O&lt;/sub&gt;</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="955"/>
        <source>A last learnt matrix mixes what the heads found into one vector of d&lt;sub&gt;model&lt;/sub&gt; numbers per token: the output of the attention layer.</source>
        <translation>Un&apos;ultima matrice appresa mescola ciò che le teste hanno trovato in un vettore di d&lt;sub&gt;model&lt;/sub&gt; numeri per token: l&apos;uscita dello strato di attenzione.</translation>
    </message>
</context>
<context>
    <name>ToyTask</name>
    <message>
        <location filename="../core/training/ToyTask.cpp" line="64"/>
        <source>Mirror the sequence</source>
        <translation>Rispecchia la sequenza</translation>
    </message>
    <message>
        <location filename="../core/training/ToyTask.cpp" line="66"/>
        <source>Find the previous occurrence</source>
        <translation>Trova l&apos;occorrenza precedente</translation>
    </message>
    <message>
        <location filename="../core/training/ToyTask.cpp" line="68"/>
        <source>Align a translation</source>
        <translation>Allinea una traduzione</translation>
    </message>
    <message>
        <location filename="../core/training/ToyTask.cpp" line="77"/>
        <source>Bidirectional attention. At position i the answer is the token at the mirrored position n − 1 − i. Only that key&apos;s value holds the answer, so the weights should form the anti-diagonal.</source>
        <translation>Attenzione bidirezionale. Alla posizione i la risposta è il token nella posizione speculare n − 1 − i. Solo il valore di quella chiave contiene la risposta, quindi i pesi dovrebbero formare l&apos;antidiagonale.</translation>
    </message>
    <message>
        <location filename="../core/training/ToyTask.cpp" line="81"/>
        <source>Causal attention. The answer at each position is where the same token appeared before (or the position itself, the first time). The weights should leave the diagonal exactly where a token repeats.</source>
        <translation>Attenzione causale. La risposta in ogni posizione è dove lo stesso token è comparso prima (o la posizione stessa, la prima volta). I pesi dovrebbero lasciare la diagonale proprio dove un token si ripete.</translation>
    </message>
    <message>
        <location filename="../core/training/ToyTask.cpp" line="86"/>
        <source>Cross attention. Each word of a made-up language must name the English word it translates. Its word order differs (adjective after the noun, verb last, adverb first), so the alignment is not the diagonal.</source>
        <translation>Attenzione incrociata. Ogni parola di una lingua inventata deve indicare la parola inglese che traduce. L&apos;ordine delle parole è diverso (aggettivo dopo il nome, verbo in fondo, avverbio all&apos;inizio), quindi l&apos;allineamento non è la diagonale.</translation>
    </message>
    <message>
        <location filename="../core/training/ToyTask.cpp" line="157"/>
        <source>position %1</source>
        <translation>posizione %1</translation>
    </message>
</context>
<context>
    <name>Trainer</name>
    <message>
        <location filename="../core/training/Trainer.cpp" line="38"/>
        <source>sequence length: expected %1 to %2 tokens, found %3</source>
        <translation>lunghezza della sequenza: attesi da %1 a %2 token, trovati %3</translation>
    </message>
    <message>
        <location filename="../core/training/Trainer.cpp" line="40"/>
        <source>d_model: expected %1 to %2, found %3</source>
        <translation>d_model: atteso da %1 a %2, trovato %3</translation>
    </message>
    <message>
        <location filename="../core/training/Trainer.cpp" line="42"/>
        <source>heads: expected 1 to %1, found %2</source>
        <translation>teste: attese da 1 a %1, trovate %2</translation>
    </message>
    <message>
        <location filename="../core/training/Trainer.cpp" line="44"/>
        <source>heads: d_model = %1 must split evenly into %2 heads (d_k = d_model / heads)</source>
        <translation>teste: d_model = %1 deve dividersi esattamente in %2 teste (d_k = d_model / teste)</translation>
    </message>
    <message>
        <location filename="../core/training/Trainer.cpp" line="46"/>
        <source>learning rate: expected more than 0 and at most %1, found %2</source>
        <translation>tasso di apprendimento: atteso più di 0 e al massimo %1, trovato %2</translation>
    </message>
    <message>
        <location filename="../core/training/Trainer.cpp" line="48"/>
        <source>weight decay: expected 0 to %1, found %2</source>
        <translation>weight decay: atteso da 0 a %1, trovato %2</translation>
    </message>
    <message>
        <location filename="../core/training/Trainer.cpp" line="50"/>
        <source>weight decay: learning rate × decay must stay below 1, found %1</source>
        <translation>weight decay: tasso di apprendimento × decay deve restare sotto 1, trovato %1</translation>
    </message>
    <message>
        <location filename="../core/training/Trainer.cpp" line="52"/>
        <source>batch size: expected 1 to %1, found %2</source>
        <translation>dimensione del batch: attesa da 1 a %1, trovata %2</translation>
    </message>
    <message>
        <location filename="../core/training/Trainer.cpp" line="146"/>
        <source>Trained: %1, after %2 updates</source>
        <translation>Addestrato: %1, dopo %2 aggiornamenti</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/training/Trainer.cpp" line="152"/>
        <source>%n head(s)</source>
        <translation>
            <numerusform>%n testa</numerusform>
            <numerusform>%n teste</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/training/Trainer.cpp" line="155"/>
        <source>These weights were learnt by back-propagation in the training panel: %1 updates of Adam (learning rate %2, batches of %3, seed %4, weight decay %10 on W_O and W_R), d_model = %5, %6. On %7 examples that training never saw, the mean loss is %8 and each head gives its right keys %9 of its attention.</source>
        <translation>Questi pesi sono stati appresi con la retropropagazione nel pannello di addestramento: %1 aggiornamenti di Adam (tasso di apprendimento %2, batch di %3, seme %4, weight decay %10 su W_O e W_R), d_model = %5, %6. Su %7 esempi mai visti durante l&apos;addestramento la perdita media è %8 e ogni testa dà alle chiavi giuste %9 della sua attenzione.</translation>
    </message>
    <message>
        <location filename="../core/training/Trainer.cpp" line="170"/>
        <source>The vectors are fixed embeddings of the tokens (plus their positions, except in the translation, whose words are found by meaning alone). Training also learnt a readout W_R after W_O that turns each output row into an answer; the lesson stops at W_O. Step to **Softmax** to see the pattern the task needs.</source>
        <translation>I vettori sono embedding fissi dei token (più le loro posizioni, tranne nella traduzione, le cui parole si trovano solo per significato). L&apos;addestramento ha appreso anche un readout W_R dopo W_O che trasforma ogni riga dell&apos;output in una risposta; la lezione si ferma a W_O. Vai a **Softmax** per vedere lo schema che il compito richiede.</translation>
    </message>
</context>
<context>
    <name>TransformerForward</name>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="151"/>
        <source>%1, head %2 %3 (%4, %5)</source>
        <translation>%1, testa %2 %3 (%4, %5)</translation>
    </message>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="154"/>
        <source>the embeddings</source>
        <translation>gli embedding</translation>
    </message>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="157"/>
        <source>layer %1</source>
        <translation>strato %1</translation>
    </message>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="164"/>
        <source>%1, head %2 weights</source>
        <translation>%1, pesi della testa %2</translation>
    </message>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="166"/>
        <source>output</source>
        <extracomment>a matrix&apos;s name after &quot;layer 3, head 2&quot; or &quot;layer 3&quot;: what the head or the layer gives out</extracomment>
        <translation>uscita</translation>
    </message>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="169"/>
        <source>x + attention</source>
        <translation>x + attenzione</translation>
    </message>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="171"/>
        <source>MLP hidden</source>
        <translation>strato nascosto dell&apos;MLP</translation>
    </message>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="172"/>
        <source>MLP output</source>
        <translation>uscita dell&apos;MLP</translation>
    </message>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="176"/>
        <source>the logits</source>
        <translation>i logit</translation>
    </message>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="177"/>
        <source>the next-token probabilities</source>
        <translation>le probabilità del token successivo</translation>
    </message>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="179"/>
        <source>%1: the numbers grow beyond float32&apos;s range (about ±3.4e38); the checkpoint&apos;s weights are too large</source>
        <translation>%1: i numeri crescono oltre l&apos;intervallo di float32 (circa ±3.4e38); i pesi del checkpoint sono troppo grandi</translation>
    </message>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="187"/>
        <source>the text has no tokens</source>
        <translation>il testo non ha token</translation>
    </message>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="189"/>
        <source>the text has %1 tokens; this model&apos;s positions (n_positions) reach %2</source>
        <translation>il testo ha %1 token; le posizioni di questo modello (n_positions) arrivano a %2</translation>
    </message>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="194"/>
        <source>token %1: id %2 is outside the vocabulary (0 to %3)</source>
        <translation>token %1: l&apos;id %2 è fuori dal vocabolario (da 0 a %3)</translation>
    </message>
    <message>
        <location filename="../core/model/TransformerForward.cpp" line="255"/>
        <source>a pass over %1 tokens (every layer&apos;s and head&apos;s weights kept)</source>
        <translation>un passaggio su %1 token (con i pesi di ogni strato e testa)</translation>
    </message>
</context>
<context>
    <name>WholeFileWrite</name>
    <message>
        <location filename="../core/io/WholeFileWrite.cpp" line="39"/>
        <location filename="../core/io/WholeFileWrite.cpp" line="47"/>
        <source>the data could not be written</source>
        <translation>non è stato possibile scrivere i dati</translation>
    </message>
    <message>
        <location filename="../core/io/WholeFileWrite.cpp" line="53"/>
        <source>the file could not be replaced</source>
        <translation>non è stato possibile sostituire il file</translation>
    </message>
    <message>
        <location filename="../core/io/WholeFileWrite.cpp" line="67"/>
        <source>cannot be opened for writing</source>
        <translation>non si può aprire in scrittura</translation>
    </message>
    <message>
        <location filename="../core/io/WholeFileWrite.cpp" line="81"/>
        <source>is a folder</source>
        <translation>è una cartella</translation>
    </message>
    <message>
        <location filename="../core/io/WholeFileWrite.cpp" line="89"/>
        <source>is a symbolic link that leads nowhere (%1); name the file itself</source>
        <translation>è un collegamento simbolico che non porta da nessuna parte (%1); indica il file stesso</translation>
    </message>
    <message>
        <location filename="../core/io/WholeFileWrite.cpp" line="98"/>
        <source>cannot be created</source>
        <translation>non si può creare</translation>
    </message>
    <message>
        <location filename="../core/io/WholeFileWrite.cpp" line="101"/>
        <source>the folder %1 is not there (moved or deleted?)</source>
        <translation>la cartella %1 non c&apos;è (spostata o eliminata?)</translation>
    </message>
    <message>
        <location filename="../core/io/WholeFileWrite.cpp" line="103"/>
        <source>no new file can be made in the folder %1 (%2)</source>
        <translation>nella cartella %1 non si può creare un nuovo file (%2)</translation>
    </message>
    <message>
        <location filename="../core/io/WholeFileWrite.cpp" line="138"/>
        <source>the output could not be written</source>
        <translation>non è stato possibile scrivere l&apos;output</translation>
    </message>
</context>
<context>
    <name>attn::ComplexityWindow</name>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="104"/>
        <source>The cost of attention — AttentionLab</source>
        <translation>Il costo dell&apos;attenzione — AttentionLab</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="105"/>
        <source>causal mask</source>
        <translation>maschera causale</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="106"/>
        <source>Measure</source>
        <translation>Misura</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="107"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="108"/>
        <source>Save figure…</source>
        <translation>Salva figura…</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="109"/>
        <source>Engines</source>
        <translation>Motori</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="110"/>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="111"/>
        <source>(doubling)</source>
        <translation>(raddoppiando)</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="112"/>
        <source>Sequence length n</source>
        <translation>Lunghezza della sequenza n</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="113"/>
        <source>d_head</source>
        <translation>d_head</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="114"/>
        <source>heads</source>
        <translation>teste</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="115"/>
        <source>Attention</source>
        <translation>Attenzione</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="137"/>
        <source>the cost of attention</source>
        <translation>il costo dell&apos;attenzione</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="260"/>
        <source>%1 at n = %2: %3. The %4 score matrices (n × n per head) would need %5; the tiled path used %6 for Q, K, V and the output plus %7 of working memory.</source>
        <translation>%1 con n = %2: %3. Le %4 matrici dei punteggi (n × n per testa) richiederebbero %5; il calcolo a blocchi ha usato %6 per Q, K, V e l&apos;uscita più %7 di memoria di lavoro.</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="336"/>
        <source>The cost of attention</source>
        <translation>Il costo dell&apos;attenzione</translation>
    </message>
    <message>
        <location filename="../ui/render/ComplexityPicture.cpp" line="37"/>
        <source>sequence length n (tokens)</source>
        <translation>lunghezza della sequenza n (token)</translation>
    </message>
    <message>
        <location filename="../ui/render/ComplexityPicture.cpp" line="38"/>
        <source>time (ms, median)</source>
        <translation>tempo (ms, mediana)</translation>
    </message>
    <message>
        <location filename="../ui/render/ComplexityPicture.cpp" line="56"/>
        <source>%1, n ≥ %2: time ∝ n</source>
        <translation>%1, n ≥ %2: tempo ∝ n</translation>
    </message>
    <message>
        <location filename="../ui/render/ComplexityPicture.cpp" line="72"/>
        <source>Press Measure to time attention over doubling lengths.</source>
        <translation>Premi Misura per cronometrare l&apos;attenzione su lunghezze che raddoppiano.</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="137"/>
        <source>Save figure</source>
        <translation>Salva figura</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="137"/>
        <source>Images (*.png *.pdf *.svg)</source>
        <translation>Immagini (*.png *.pdf *.svg)</translation>
    </message>
    <message>
        <location filename="../ui/complexitywindow/ComplexityWindow.cpp" line="140"/>
        <source>
Saved %1</source>
        <translation>
Salvato %1</translation>
    </message>
    <message>
        <location filename="../ui/render/ComplexityPicture.cpp" line="67"/>
        <source>n² reference</source>
        <translation>riferimento n²</translation>
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
        <translation>%1: impossibile creare questa cartella</translation>
    </message>
</context>
<context>
    <name>attn::FigureExportDialog</name>
    <message>
        <location filename="../ui/figures/FigureExportDialog.cpp" line="15"/>
        <source>Export figure</source>
        <translation>Esporta figura</translation>
    </message>
    <message>
        <location filename="../ui/render/FigureRegistry.cpp" line="141"/>
        <source>The current stage of the stepper</source>
        <translation>La fase corrente del percorso</translation>
    </message>
    <message>
        <location filename="../ui/render/FigureRegistry.cpp" line="126"/>
        <source>Heatmap of the selected head</source>
        <translation>Mappa di calore della testa scelta</translation>
    </message>
    <message>
        <location filename="../ui/render/FigureRegistry.cpp" line="129"/>
        <source>Scores of the selected head</source>
        <translation>Punteggi della testa scelta</translation>
    </message>
    <message>
        <location filename="../ui/render/FigureRegistry.cpp" line="135"/>
        <source>Every head</source>
        <translation>Tutte le teste</translation>
    </message>
    <message>
        <location filename="../ui/render/FigureRegistry.cpp" line="138"/>
        <source>The masks compared</source>
        <translation>Le maschere a confronto</translation>
    </message>
    <message>
        <location filename="../ui/render/FigureRegistry.cpp" line="132"/>
        <source>Vectors in 3-D</source>
        <translation>Vettori in 3-D</translation>
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
        <translation>Pixel PNG per pixel logico: 2 dà una figura nitida su una diapositiva ad alta risoluzione</translation>
    </message>
    <message>
        <location filename="../ui/figures/FigureExportDialog.cpp" line="38"/>
        <source>Figure</source>
        <translation>Figura</translation>
    </message>
    <message>
        <location filename="../ui/figures/FigureExportDialog.cpp" line="39"/>
        <source>Width</source>
        <translation>Larghezza</translation>
    </message>
    <message>
        <location filename="../ui/figures/FigureExportDialog.cpp" line="40"/>
        <source>Height</source>
        <translation>Altezza</translation>
    </message>
    <message>
        <location filename="../ui/figures/FigureExportDialog.cpp" line="41"/>
        <source>Scale (PNG)</source>
        <translation>Scala (PNG)</translation>
    </message>
    <message>
        <location filename="../ui/figures/FigureExportDialog.cpp" line="44"/>
        <source>Save…</source>
        <translation>Salva…</translation>
    </message>
    <message>
        <location filename="../ui/figures/FigureExportDialog.cpp" line="45"/>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <location filename="../ui/figures/FigureExportDialog.cpp" line="60"/>
        <source>A PNG of %1 × %2 pixels; SVG and PDF are vector graphics.</source>
        <translation>Un PNG di %1 × %2 pixel; SVG e PDF sono grafica vettoriale.</translation>
    </message>
</context>
<context>
    <name>attn::FiguresPanel</name>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="54"/>
        <source>Weights</source>
        <translation>Pesi</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="55"/>
        <source>Scores QKᵀ</source>
        <translation>Punteggi QKᵀ</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="56"/>
        <source>Scaled scores</source>
        <translation>Punteggi scalati</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="57"/>
        <source>Masked scores</source>
        <translation>Punteggi mascherati</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="58"/>
        <source>Colours 0 to 1</source>
        <translation>Colori da 0 a 1</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="59"/>
        <source>Colours per row</source>
        <translation>Colori per riga</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="60"/>
        <source>Colours: data range</source>
        <translation>Colori: intervallo dei dati</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="61"/>
        <source>0 to 1 compares weights across rows and figures; per row shows the ranking within each row, however flat; the data range makes small differences visible</source>
        <translation>Da 0 a 1 confronta i pesi tra righe e figure; per riga mostra l&apos;ordine dentro ogni riga, per quanto piatta; l&apos;intervallo dei dati rende visibili le piccole differenze</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="63"/>
        <source>Token vectors x (drag to edit)</source>
        <translation>Vettori dei token x (trascina per modificare)</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="64"/>
        <source>Queries and keys of the head</source>
        <translation>Query e chiavi della testa</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="65"/>
        <source>Values of the head</source>
        <translation>Valori della testa</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="66"/>
        <source>Fit again</source>
        <translation>Riadatta</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="67"/>
        <source>A drag keeps the picture it began in, so that you see what it moved. Fit the directions and the frame to the vectors as they are now.</source>
        <translation>Un trascinamento mantiene l&apos;immagine in cui è cominciato, così si vede che cosa ha spostato. Adatta le direzioni e la cornice ai vettori come sono ora.</translation>
    </message>
    <message>
        <location filename="../ui/render/FigureRegistry.cpp" line="127"/>
        <source>Heatmap</source>
        <translation>Mappa di calore</translation>
    </message>
    <message>
        <location filename="../ui/render/FigureRegistry.cpp" line="136"/>
        <source>All heads</source>
        <translation>Tutte le teste</translation>
    </message>
    <message>
        <location filename="../ui/render/FigureRegistry.cpp" line="139"/>
        <source>Masks compared</source>
        <translation>Maschere</translation>
    </message>
    <message>
        <location filename="../ui/render/FigureRegistry.cpp" line="133"/>
        <source>Vectors 3-D</source>
        <translation>Vettori 3-D</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="166"/>
        <source>Export…</source>
        <translation>Esporta…</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="167"/>
        <source>Save this figure as PNG, SVG or PDF</source>
        <translation>Salva questa figura come PNG, SVG o PDF</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="168"/>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <location filename="../ui/figures/FiguresPanel.cpp" line="169"/>
        <source>Copy this figure to the clipboard, as an image and as SVG</source>
        <translation>Copia questa figura negli appunti, come immagine e come SVG</translation>
    </message>
</context>
<context>
    <name>attn::HeatmapPlot</name>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="39"/>
        <source>Causal: earlier keys only</source>
        <translation>Causale: solo chiavi precedenti</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="41"/>
        <source>Bidirectional: every key</source>
        <translation>Bidirezionale: tutte le chiavi</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="43"/>
        <source>Cross: target queries → source keys</source>
        <translation>Incrociata: query di destinazione → chiavi sorgente</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="67"/>
        <source>Scores QKᵀ</source>
        <translation>Punteggi QKᵀ</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="69"/>
        <source>Scaled scores QKᵀ/√d_k</source>
        <translation>Punteggi scalati QKᵀ/√d_k</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="69"/>
        <source>Scores QKᵀ (scaling is off)</source>
        <translation>Punteggi QKᵀ (divisione disattivata)</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="73"/>
        <source>Masked scores</source>
        <translation>Punteggi mascherati</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="74"/>
        <source>Scaled scores, no mask</source>
        <translation>Punteggi scalati, senza maschera</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="74"/>
        <source>Scores, no mask</source>
        <translation>Punteggi, senza maschera</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="76"/>
        <source>Attention weights</source>
        <translation>Pesi di attenzione</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="86"/>
        <source>%1, head %2 of %3</source>
        <translation>%1, testa %2 di %3</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="89"/>
        <source>%1, every head</source>
        <translation>%1, tutte le teste</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="90"/>
        <source>%1: this lesson has one head</source>
        <translation>%1: questa lezione ha una sola testa</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="92"/>
        <source>%1 under each mask, head %2</source>
        <translation>%1 con ogni maschera, testa %2</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="93"/>
        <source>%1 under each mask</source>
        <translation>%1 con ogni maschera</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="115"/>
        <source>No result</source>
        <translation>Nessun risultato</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="143"/>
        <source>keys (the same tokens)</source>
        <translation>chiavi (gli stessi token)</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="144"/>
        <source>queries (tokens)</source>
        <translation>query (token)</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="151"/>
        <source>Head %1</source>
        <translation>Testa %1</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="143"/>
        <source>keys (source tokens)</source>
        <translation>chiavi (token sorgente)</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="144"/>
        <source>queries (target tokens)</source>
        <translation>query (token di destinazione)</translation>
    </message>
    <message>
        <location filename="../ui/figures/HeatmapPlot.cpp" line="197"/>
        <location filename="../ui/render/HeatmapFigures.cpp" line="108"/>
        <source>score</source>
        <translation>punteggio</translation>
    </message>
    <message>
        <location filename="../ui/figures/HeatmapPlot.cpp" line="197"/>
        <location filename="../ui/render/HeatmapFigures.cpp" line="108"/>
        <source>weight</source>
        <translation>peso</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="112"/>
        <source>Hatched cells are masked: the query may not see that key.</source>
        <translation>Le celle tratteggiate sono mascherate: la query non può vedere quella chiave.</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="158"/>
        <source>Computing head %1 under the other masks…</source>
        <translation>Calcolo della testa %1 con le altre maschere…</translation>
    </message>
    <message>
        <location filename="../ui/render/HeatmapFigures.cpp" line="162"/>
        <source>No comparison: not enough memory for this head under the other masks.</source>
        <translation>Nessun confronto: memoria insufficiente per questa testa con le altre maschere.</translation>
    </message>
    <message>
        <location filename="../ui/figures/HeatmapPlot.cpp" line="194"/>
        <source>query “%1” → key “%2”</source>
        <translation>query «%1» → chiave «%2»</translation>
    </message>
    <message>
        <location filename="../ui/figures/HeatmapPlot.cpp" line="196"/>
        <source>%1: masked (this query may not see this key)</source>
        <translation>%1: mascherata (questa query non può vedere questa chiave)</translation>
    </message>
</context>
<context>
    <name>attn::LanguageModelWindow</name>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="77"/>
        <source>layer %1, head %2</source>
        <translation>strato %1, testa %2</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="99"/>
        <source>weight</source>
        <translation>peso</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="101"/>
        <source>Hatched cells are masked: each word sees only itself and the words before it.</source>
        <translation>Le celle tratteggiate sono mascherate: ogni parola vede solo sé stessa e le parole prima di lei.</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="103"/>
        <source>Type a sentence of the model&apos;s language.</source>
        <translation>Scrivi una frase nella lingua del modello.</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="106"/>
        <source>Where each word looks: every head (rows: layers)</source>
        <translation>Dove guarda ogni parola: tutte le teste (righe: strati)</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="126"/>
        <source>L%1 H%2 (silenced)</source>
        <translation>S%1 T%2 (spenta)</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="127"/>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="659"/>
        <source>L%1 H%2</source>
        <translation>S%1 T%2</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="192"/>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="910"/>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="915"/>
        <source>Open a language model</source>
        <translation>Apri un modello linguistico</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="204"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="205"/>
        <source>Open the model that comes with the &amp;program</source>
        <translation>Apri il modello fornito con il &amp;programma</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="206"/>
        <source>&amp;Open a model file…</source>
        <translation>&amp;Apri un file di modello…</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="207"/>
        <source>&amp;Save the model as…</source>
        <translation>&amp;Salva il modello come…</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="208"/>
        <source>&amp;Export the heads&apos; picture…</source>
        <translation>&amp;Esporta l&apos;immagine delle teste…</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="209"/>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="210"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="211"/>
        <source>&amp;Larger text</source>
        <translation>Testo più &amp;grande</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="212"/>
        <source>&amp;Smaller text</source>
        <translation>Testo più &amp;piccolo</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="213"/>
        <source>&amp;Actual size</source>
        <translation>Dimensione &amp;reale</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="259"/>
        <source>Train a model here</source>
        <translation>Addestra qui un modello</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="260"/>
        <source>Layers:</source>
        <translation>Strati:</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="261"/>
        <source>Heads per layer:</source>
        <translation>Teste per strato:</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="262"/>
        <source>Updates:</source>
        <translation>Aggiornamenti:</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="263"/>
        <source>Seed:</source>
        <translation>Seme:</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="264"/>
        <source>Start again</source>
        <translation>Ricomincia</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="265"/>
        <source>A new model from update 0 with these settings</source>
        <translation>Un nuovo modello dall&apos;aggiornamento 0 con queste impostazioni</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="298"/>
        <source>update (logarithmic scale)</source>
        <translation>aggiornamento (scala logaritmica)</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="299"/>
        <source>loss (nats)</source>
        <translation>perdita (nat)</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="300"/>
        <source>score</source>
        <translation>punteggio</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="301"/>
        <source>held-out loss, nats per word</source>
        <translation>perdita su dati esclusi, nat per parola</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="715"/>
        <source>best previous-token score, layer 1</source>
        <translation>miglior punteggio token precedente, strato 1</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="716"/>
        <source>best induction score, later layers</source>
        <translation>miglior punteggio di induzione, strati successivi</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="317"/>
        <source>head</source>
        <translation>testa</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="317"/>
        <source>previous-token</source>
        <translation>token precedente</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="317"/>
        <source>induction</source>
        <translation>induzione</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="317"/>
        <source>silenced</source>
        <translation>spenta</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="319"/>
        <source>Mean weight a word gives the word just before it, on repeated random words</source>
        <translation>Peso medio che una parola dà alla parola subito prima, su parole casuali ripetute</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="321"/>
        <source>On random words said twice, mean weight a word of the repeat gives the word that followed its first occurrence: what a head that copies looks at</source>
        <translation>Su parole casuali dette due volte, peso medio che una parola della ripetizione dà alla parola che seguiva la sua prima occorrenza: ciò che guarda una testa che copia</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="323"/>
        <source>Set the head&apos;s output to zero and see the prediction change</source>
        <translation>Azzera l&apos;uscita della testa e guarda cambiare la previsione</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="355"/>
        <source>The previous-token score is how much a head&apos;s words look at the word just before them; the induction score, on random words said twice, how much a word of the repeat looks at the word that followed it the first time.</source>
        <translation>Il punteggio del token precedente dice quanto le parole di una testa guardano la parola subito prima; il punteggio di induzione, su parole a caso dette due volte, quanto una parola della ripetizione guarda la parola che la seguiva la prima volta.</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="359"/>
        <source>Watch for the moment a layer-1 head&apos;s previous-token score climbs and a layer-2 head&apos;s induction score leaps with it, while the loss drops: the induction head forming.</source>
        <translation>Aspetta il momento in cui il punteggio del token precedente di una testa dello strato 1 sale e con esso balza il punteggio di induzione di una testa dello strato 2, mentre la perdita cala: si forma la testa di induzione.</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="373"/>
        <source>Type a sentence of the model&apos;s language</source>
        <translation>Scrivi una frase nella lingua del modello</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="374"/>
        <source>next word</source>
        <translation>parola successiva</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="374"/>
        <source>probability</source>
        <translation>probabilità</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="374"/>
        <source>with every head</source>
        <translation>con tutte le teste</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="375"/>
        <source>Click a head to choose it</source>
        <translation>Fai clic su una testa per sceglierla</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="376"/>
        <source>Step through the head with the model&apos;s numbers: its words&apos; vectors, W_Q, W_K, W_V, and its rows of W_O</source>
        <translation>Percorri la testa passo per passo con i numeri del modello: i vettori delle parole, W_Q, W_K, W_V e le sue righe di W_O</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="384"/>
        <source>Open in the stepper</source>
        <translation>Apri nel percorso passo per passo</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="179"/>
        <source>A language model that learns to copy</source>
        <translation>Un modello linguistico che impara a copiare</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="438"/>
        <source>There is no model to save.</source>
        <translation>Non c&apos;è nessun modello da salvare.</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="441"/>
        <source>Cannot write %1: %2</source>
        <translation>Impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="587"/>
        <source>The model&apos;s words (%1): %2</source>
        <translation>Le parole del modello (%1): %2</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="614"/>
        <source>Open a model (File menu) or train one.</source>
        <translation>Apri un modello (menu File) o addestrane uno.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="618"/>
        <source>%n word(s), each a token of the model</source>
        <translation>
            <numerusform>%n parola, ciascuna un token del modello</numerusform>
            <numerusform>%n parole, ciascuna un token del modello</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="643"/>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="787"/>
        <source>Open %1 in the stepper</source>
        <translation>Apri %1 nel percorso passo per passo</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="715"/>
        <source>final best previous-token score, layer 1</source>
        <translation>miglior punteggio token precedente finale, strato 1</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="716"/>
        <source>final best induction score, later layers</source>
        <translation>miglior punteggio di induzione finale, strati successivi</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="717"/>
        <source>A model file keeps only its final scores: the dots at its last update. Train a model here to see them form, update by update.</source>
        <translation>Un file di modello conserva solo i punteggi finali: i punti al suo ultimo aggiornamento. Addestra qui un modello per vederli formarsi, aggiornamento dopo aggiornamento.</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="793"/>
        <source>Open a model first.</source>
        <translation>Apri prima un modello.</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="795"/>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="808"/>
        <source>Type a sentence first.</source>
        <translation>Scrivi prima una frase.</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="854"/>
        <source>No model yet.</source>
        <translation>Ancora nessun modello.</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="858"/>
        <source>Training: update %1 of %2, held-out loss %3 nats per word.</source>
        <translation>Addestramento: aggiornamento %1 di %2, perdita su dati esclusi %3 nat per parola.</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="860"/>
        <source>Trained here: update %1 of %2, held-out loss %3 nats per word%4.</source>
        <translation>Addestrato qui: aggiornamento %1 di %2, perdita su dati esclusi %3 nat per parola%4.</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="863"/>
        <source> (not saved)</source>
        <translation> (non salvato)</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="864"/>
        <source>The model that comes with the program</source>
        <translation>Il modello fornito con il programma</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="866"/>
        <source>%1: %2 layers of %3 heads, trained for %4 updates (seed %5), held-out loss %6 nats per word.</source>
        <translation>%1: %2 strati di %3 teste, addestrato per %4 aggiornamenti (seme %5), perdita su dati esclusi %6 nat per parola.</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="880"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="880"/>
        <source>Go on</source>
        <translation>Continua</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="880"/>
        <source>Train</source>
        <translation>Addestra</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="899"/>
        <source>The model trained here</source>
        <translation>Il modello addestrato qui</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="899"/>
        <source>The model trained here is not saved. Save it first?</source>
        <translation>Il modello addestrato qui non è salvato. Salvarlo prima?</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="910"/>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="920"/>
        <source>Language models (*.json)</source>
        <translation>Modelli linguistici (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="920"/>
        <source>Save the model</source>
        <translation>Salva il modello</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="920"/>
        <source>language model</source>
        <translation>modello linguistico</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="927"/>
        <source>Export the heads&apos; picture</source>
        <translation>Esporta l&apos;immagine delle teste</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="927"/>
        <source>language model - heads</source>
        <translation>modello linguistico - teste</translation>
    </message>
    <message>
        <location filename="../ui/languagemodelwindow/LanguageModelWindow.cpp" line="928"/>
        <source>Figures (*.png *.svg *.pdf)</source>
        <translation>Figure (*.png *.svg *.pdf)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="vanished">Esporta</translation>
    </message>
</context>
<context>
    <name>attn::MainWindow</name>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="18"/>
        <source>Unsaved changes</source>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="13"/>
        <source>AttentionLab</source>
        <translation>AttentionLab</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="85"/>
        <source>Save scenario</source>
        <translation>Salva scenario</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="85"/>
        <source>Scenarios (*.json)</source>
        <translation>Scenari (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="91"/>
        <source>Export figure</source>
        <translation>Esporta figura</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="92"/>
        <source>PNG image (*.png);;SVG vector graphics (*.svg);;PDF (*.pdf)</source>
        <translation>Immagine PNG (*.png);;Grafica vettoriale SVG (*.svg);;PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/MainWindow.cpp" line="140"/>
        <source>Figures</source>
        <translation>Figure</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonExports.cpp" line="44"/>
        <source>Figure copied to the clipboard</source>
        <translation>Figura copiata negli appunti</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/MainWindow.cpp" line="164"/>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="79"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="81"/>
        <source>&amp;New from lesson</source>
        <translation>&amp;Nuovo da lezione</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="88"/>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="80"/>
        <source>Open scenario</source>
        <translation>Apri scenario</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="80"/>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>Scenari (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="91"/>
        <source>Open &amp;recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="93"/>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="100"/>
        <source>Save &amp;as…</source>
        <translation>Salva &amp;come…</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="102"/>
        <source>Re&amp;load from disk</source>
        <translation>Ricarica dal &amp;disco</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="107"/>
        <source>&amp;Export figure…</source>
        <translation>Es&amp;porta figura…</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="110"/>
        <source>Export &amp;deck…</source>
        <translation>Esporta le sl&amp;ide…</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="113"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="121"/>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="129"/>
        <source>&amp;Undo</source>
        <translation>Ann&amp;ulla</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="130"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="144"/>
        <source>&amp;Stages</source>
        <translation>F&amp;asi</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="148"/>
        <source>&amp;Next stage</source>
        <translation>Fase &amp;successiva</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="151"/>
        <source>&amp;Previous stage</source>
        <translation>Fase &amp;precedente</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="153"/>
        <source>&amp;First stage</source>
        <translation>P&amp;rima fase</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="155"/>
        <source>&amp;Last stage</source>
        <translation>&amp;Ultima fase</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="164"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="177"/>
        <source>Scenario &amp;editor</source>
        <translation>&amp;Editor dello scenario</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="171"/>
        <source>Lesson &amp;notes</source>
        <translation>&amp;Note della lezione</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonStatusBar.cpp" line="69"/>
        <source>Autosave failed: %1</source>
        <translation>Salvataggio automatico non riuscito: %1</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="36"/>
        <source>Reload</source>
        <translation>Ricarica</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="39"/>
        <source>Keep this version</source>
        <translation>Tieni questa versione</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="338"/>
        <source>AttentionLab closed before “%1” was saved. Its changes of %2 were kept.</source>
        <translation>AttentionLab si è chiuso prima che «%1» fosse salvato. Le sue modifiche del %2 sono state conservate.</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="344"/>
        <source>Recovering them opens them instead of “%1”.</source>
        <translation>Recuperarle le apre al posto di «%1».</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="65"/>
        <source>“Not now” keeps them for the next start; “Discard” deletes them.</source>
        <translation>«Non ora» le conserva per il prossimo avvio; «Scarta» le elimina.</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="35"/>
        <source>Reload from disk?</source>
        <translation>Ricaricare dal disco?</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="24"/>
        <source>Changes only in Undo</source>
        <translation>Modifiche solo in Annulla</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="26"/>
        <source>Bring them back</source>
        <translation>Riportale</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="48"/>
        <source>Replace the file?</source>
        <translation>Sostituire il file?</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="49"/>
        <source>Replace</source>
        <translation>Sostituisci</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="66"/>
        <source>Recover</source>
        <translation>Recupera</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="67"/>
        <source>Not now</source>
        <translation>Non ora</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="68"/>
        <source>Discard</source>
        <translation>Scarta</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonStatusBar.cpp" line="62"/>
        <source>Not autosaved: Save (Ctrl+S) keeps the work</source>
        <translation>Salvataggio automatico non riuscito: Salva (Ctrl+S) conserva il lavoro</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="129"/>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annulla: %1</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="130"/>
        <source>&amp;Redo %1</source>
        <translation>&amp;Ripeti %1</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="178"/>
        <source>&amp;Figures</source>
        <translation>&amp;Figure</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="195"/>
        <source>Heatmap &amp;palette</source>
        <translation>&amp;Tavolozza delle mappe</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="215"/>
        <source>&amp;Lecture mode</source>
        <translation>Modalità &amp;lezione</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="207"/>
        <source>Present sli&amp;des</source>
        <translation>Presenta le sli&amp;de</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="186"/>
        <source>&amp;Smaller text</source>
        <translation>Testo più &amp;piccolo</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="229"/>
        <source>The &amp;cost of attention (O(n² d))…</source>
        <translation>Il &amp;costo dell&apos;attenzione (O(n² d))…</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="239"/>
        <source>A &amp;real model (GPT-2 checkpoint)…</source>
        <translation>Un modello re&amp;ale (checkpoint GPT-2)…</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="283"/>
        <source>%1 — unavailable: %2</source>
        <translation>%1 — non disponibile: %2</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="304"/>
        <source>Stepper</source>
        <translation>Percorso</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="310"/>
        <source> Head </source>
        <translation> Testa </translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="321"/>
        <source>  Decimals </source>
        <translation>  Decimali </translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/MainWindow.cpp" line="260"/>
        <source>The model&apos;s numbers are open as a new scenario: step through them, edit them, or save them.</source>
        <translation>I numeri del modello sono aperti come nuovo scenario: percorreteli, modificateli o salvateli.</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonExports.cpp" line="33"/>
        <source>The figure was not saved:
%1</source>
        <translation>La figura non è stata salvata:
%1</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="225"/>
        <location filename="../ui/lessonwindow/LessonExports.cpp" line="37"/>
        <source>Saved %1</source>
        <translation>Salvato %1</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="106"/>
        <source>Export deck</source>
        <translation>Esporta le slide</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="107"/>
        <source>PDF deck, a page per slide (*.pdf);;PNG slides in a folder (*.png);;SVG slides in a folder (*.svg)</source>
        <translation>PDF, una pagina per slide (*.pdf);;Slide PNG in una cartella (*.png);;Slide SVG in una cartella (*.svg)</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonExports.cpp" line="82"/>
        <source>The folder %1 is not empty. Replace the slides in it?</source>
        <translation>La cartella %1 non è vuota. Sostituire le slide che contiene?</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonExports.cpp" line="91"/>
        <source>The deck was not saved:
%1</source>
        <translation>Le slide non sono state salvate:
%1</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonExports.cpp" line="95"/>
        <source>Saved the deck to %1</source>
        <translation>Slide salvate in %1</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/MainWindow.cpp" line="359"/>
        <source>Lecture mode: Page Down and Page Up step through the stages and on to the next lesson; Esc leaves</source>
        <translation>Modalità lezione: Pagina giù e Pagina su percorrono le fasi e passano alla lezione successiva; Esc per uscire</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="145"/>
        <source>The end of this scenario</source>
        <translation>La fine di questo scenario</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="146"/>
        <source>The end of “%1”</source>
        <translation>La fine di «%1»</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="27"/>
        <source>Cross attention</source>
        <translation>Attenzione incrociata</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="28"/>
        <source>Causal self-attention</source>
        <translation>Auto-attenzione causale</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="29"/>
        <source>Bidirectional self-attention</source>
        <translation>Auto-attenzione bidirezionale</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="31"/>
        <source>What the stages showed</source>
        <translation>Che cosa hanno mostrato le fasi</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="66"/>
        <source>Where each query looked most (head %1):</source>
        <translation>Dove ogni query ha guardato di più (testa %1):</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="74"/>
        <source>Where each query looked most, in each head:</source>
        <translation>Dove ogni query ha guardato di più, in ogni testa:</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="77"/>
        <source>head %1</source>
        <translation>testa %1</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="88"/>
        <source>%1 more</source>
        <translation>altre %1</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="101"/>
        <source>Without the division by √d_k, would these weights be sharper or flatter?</source>
        <translation>Senza la divisione per √d_k, questi pesi sarebbero più netti o più piatti?</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="102"/>
        <source>What would dividing by √d_k do to these weights?</source>
        <translation>Che cosa farebbe a questi pesi la divisione per √d_k?</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="103"/>
        <source>Which rows would change if every token saw the whole sentence?</source>
        <translation>Quali righe cambierebbero se ogni token vedesse tutta la frase?</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="104"/>
        <source>Which weights would a causal mask set to zero?</source>
        <translation>Quali pesi metterebbe a zero una maschera causale?</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="105"/>
        <source>Which query looked most at another token, and what made the two match?</source>
        <translation>Quale query ha guardato di più un altro token, e che cosa li ha fatti combaciare?</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="106"/>
        <source>What could a second head look for that this one misses?</source>
        <translation>Che cosa potrebbe cercare una seconda testa che questa non vede?</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="107"/>
        <source>What does each head look for?</source>
        <translation>Che cosa cerca ciascuna testa?</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="109"/>
        <source>Switch off the division by √d_k: the weights sharpen.</source>
        <translation>Togli la divisione per √d_k: i pesi si fanno più netti.</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="110"/>
        <source>Switch on the division by √d_k: the weights soften.</source>
        <translation>Attiva la divisione per √d_k: i pesi si ammorbidiscono.</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="111"/>
        <source>Choose bidirectional attention: every token sees the whole sentence.</source>
        <translation>Scegli l&apos;attenzione bidirezionale: ogni token vede tutta la frase.</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="112"/>
        <source>Choose causal self-attention: the mask hides every later token.</source>
        <translation>Scegli l&apos;auto-attenzione causale: la maschera nasconde ogni token successivo.</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="113"/>
        <source>Drag a vector in the 3-D view: every stage follows.</source>
        <translation>Trascina un vettore nella vista 3D: ogni fase lo segue.</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="114"/>
        <source>Add a second head and see W_O mix the two.</source>
        <translation>Aggiungi una seconda testa e guarda come W_O le mescola.</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="114"/>
        <source>Show another head (Head, in the toolbar).</source>
        <translation>Mostra un&apos;altra testa (Testa, nella barra degli strumenti).</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="116"/>
        <source>To think about</source>
        <translation>Su cui riflettere</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="117"/>
        <source>What to try</source>
        <translation>Che cosa provare</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="132"/>
        <source>Where to go</source>
        <translation>Dove andare</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="125"/>
        <source>Page Down: lesson %1, “%2”.</source>
        <translation>Pagina giù: lezione %1, «%2».</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="127"/>
        <source>This was the last lesson of the gallery.</source>
        <translation>Questa era l&apos;ultima lezione della raccolta.</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="129"/>
        <source>This is the last page; Page Down stays here.</source>
        <translation>Questa è l&apos;ultima pagina; Pagina giù resta qui.</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="130"/>
        <source>Page Up: back to the last stage. Home: the first stage. A number and Enter: that lesson (1 to %1).</source>
        <translation>Pagina su: torna all&apos;ultima fase. Inizio: la prima fase. Un numero e Invio: quella lezione (da 1 a %1).</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/TypedLessonNumber.cpp" line="25"/>
        <source>Lesson %1, “%2”: Enter opens it</source>
        <translation>Lezione %1, «%2»: Invio la apre</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/TypedLessonNumber.cpp" line="26"/>
        <source>There is no lesson %1; the gallery has lessons 1 to %2</source>
        <translation>Non esiste la lezione %1; la raccolta ha le lezioni da 1 a %2</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonStatusBar.cpp" line="75"/>
        <source>Numbers from the %1 engine</source>
        <translation>Numeri dal motore %1</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonStatusBar.cpp" line="79"/>
        <source>%1; the best kernel computes instead</source>
        <translation>%1; calcola invece il kernel migliore</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="66"/>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="181"/>
        <location filename="../ui/lessonwindow/MainWindow.cpp" line="490"/>
        <source>Untitled</source>
        <translation>Senza titolo</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="67"/>
        <source>“%1” has changes that are not saved. Save them first?</source>
        <translation>«%1» ha modifiche non salvate. Salvarle prima?</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="90"/>
        <source>The changes “%1” had before it was reloaded from disk are only in Undo, and closing loses them. Bring them back, to save them?</source>
        <translation>Le modifiche che «%1» aveva prima di essere ricaricato dal disco sono solo in Annulla, e chiudendo si perdono. Riportarle, per salvarle?</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="97"/>
        <source>The changes from before the reload are back, unsaved</source>
        <translation>Le modifiche di prima del ricaricamento sono tornate, non salvate</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="123"/>
        <source>Reading “%1” (%2)…</source>
        <translation>Lettura di «%1» (%2)…</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/MainWindow.cpp" line="515"/>
        <source>This file cannot be opened:
%1: no such file</source>
        <translation>Impossibile aprire questo file:
%1: il file non esiste</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/SideWindows.cpp" line="89"/>
        <location filename="../ui/lessonwindow/SideWindows.cpp" line="97"/>
        <source>This language model cannot be opened:
%1</source>
        <translation>Questo modello linguistico non si può aprire:
%1</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="141"/>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="152"/>
        <source>This file cannot be opened:
%1</source>
        <translation>Impossibile aprire questo file:
%1</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="209"/>
        <source>“%1” was changed by another program or another AttentionLab window since this window opened or saved it. Saving replaces those changes with this version. Save anyway?</source>
        <translation>«%1» è stato cambiato da un altro programma o da un&apos;altra finestra di AttentionLab da quando questa finestra l&apos;ha aperto o salvato. Salvando, quelle modifiche vengono sostituite da questa versione. Salvare comunque?</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="239"/>
        <source>Reload “%1” from disk? This window&apos;s unsaved changes give way to the file&apos;s version; Undo (Ctrl+Z) brings them back.</source>
        <translation>Ricaricare «%1» dal disco? Le modifiche non salvate di questa finestra lasciano il posto alla versione del file; Annulla (Ctrl+Z) le riporta.</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="310"/>
        <source>“%1” was changed by another program or another AttentionLab window. Reload it? This window&apos;s version stays one Undo (Ctrl+Z) away. Keep this version to go on with it; saving it then asks before replacing those changes.</source>
        <translation>«%1» è stato cambiato da un altro programma o da un&apos;altra finestra di AttentionLab. Ricaricarlo? La versione di questa finestra resta a un Annulla (Ctrl+Z) di distanza. Tieni questa versione per continuare con essa; salvandola, verrà chiesto prima di sostituire quelle modifiche.</translation>
    </message>
    <message>
        <location filename="../ui/common/SavePath.h" line="22"/>
        <source>“%1” already exists. Replace it?</source>
        <translation>«%1» esiste già. Sostituirlo?</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="219"/>
        <source>The changes are still here, unsaved: File › Save as… saves them elsewhere.</source>
        <translation>Le modifiche sono ancora qui, non salvate: File › Salva come… le salva altrove.</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="261"/>
        <source>This file cannot be reloaded:
%1</source>
        <translation>Impossibile ricaricare questo file:
%1</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="303"/>
        <source>“%1” was deleted or moved by another program; this version is still here, unsaved, and Save writes it again.</source>
        <translation>«%1» è stato cancellato o spostato da un altro programma; questa versione è ancora qui, non salvata, e Salva lo scrive di nuovo.</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="248"/>
        <source>Lan&amp;guage</source>
        <translation>Ling&amp;ua</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="257"/>
        <source>The system&apos;s language</source>
        <translation>La lingua del sistema</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="64"/>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="384"/>
        <source>Recover unsaved changes</source>
        <translation>Recupera le modifiche non salvate</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="218"/>
        <source>F&amp;ull screen</source>
        <translation>&amp;Schermo intero</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="184"/>
        <source>Larger &amp;text</source>
        <translation>Testo più &amp;grande</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="231"/>
        <source>&amp;Watch attention learn (train on a toy task)…</source>
        <translation>Guarda l&apos;attenzione mentre &amp;impara (addestra su un compito giocattolo)…</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="241"/>
        <source>A language model that learns to c&amp;opy (induction heads)…</source>
        <translation>Un modello linguistico che impara a c&amp;opiare (teste di induzione)…</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="273"/>
        <source>Eng&amp;ine</source>
        <translation>&amp;Motore</translation>
    </message>
    <message>
        <location filename="../ui/render/EndPage.cpp" line="34"/>
        <source>queries: %1 · keys: %2 · heads: %3 (d_k = %4, d_v = %5)</source>
        <translation>query: %1 · chiavi: %2 · teste: %3 (d_k = %4, d_v = %5)</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="267"/>
        <source>Reload from disk</source>
        <translation>Ricarica dal disco</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="276"/>
        <source>Reloaded “%1”; Undo brings back the version before</source>
        <translation>«%1» ricaricato; Annulla riporta la versione di prima</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="340"/>
        <source>The file was saved after them, at %1: recovering them brings an older version back over it (Undo then shows the file as saved).</source>
        <translation>Il file è stato salvato dopo, alle %1: recuperarle riporta una versione più vecchia sopra di esso (Annulla mostra poi il file come salvato).</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="346"/>
        <source>Unsaved changes of other windows (%1 more) are offered at the next start.</source>
        <translation>Le modifiche non salvate di altre finestre (altre %1) vengono proposte al prossimo avvio.</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="393"/>
        <source>The unsaved changes were recovered, but “%1”, the file they were made to, could not be read (%2). They are shown as a new scenario: Save as keeps them.</source>
        <translation>Le modifiche non salvate sono state recuperate, ma «%1», il file a cui si riferivano, non si è potuto leggere (%2). Sono mostrate come un nuovo scenario: «Salva come» le conserva.</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="397"/>
        <source>Recovered the unsaved changes; “%1” was not opened (File › Open opens it)</source>
        <translation>Modifiche non salvate recuperate; «%1» non è stato aperto (File › Apri lo apre)</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="401"/>
        <source>Recovered the unsaved changes</source>
        <translation>Modifiche non salvate recuperate</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowDialogs.cpp" line="57"/>
        <source>Large scenario</source>
        <translation>Scenario grande</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonStatusBar.cpp" line="42"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonStatusBar.cpp" line="43"/>
        <source>Computing…</source>
        <translation>Calcolo in corso…</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonWindowMenus.cpp" line="182"/>
        <source>Compute &amp;again</source>
        <translation>&amp;Ricalcola</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/LessonFiles.cpp" line="52"/>
        <source>This scenario has %1 tokens and %2 heads. Computing and showing every stage needs about %3 of memory and %4 billion operations, which may take a while; the window stays usable and Esc cancels. Open it?</source>
        <translation>Questo scenario ha %1 token e %2 teste. Calcolare e mostrare ogni passaggio richiede circa %3 di memoria e %4 miliardi di operazioni, e può richiedere tempo; la finestra resta utilizzabile ed Esc annulla. Aprirlo?</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/MainWindow.cpp" line="255"/>
        <source>The trained layer is open as a new lesson: step through it, or save it.</source>
        <translation>Lo strato addestrato è aperto come nuova lezione: percorrilo passo per passo o salvalo.</translation>
    </message>
</context>
<context>
    <name>attn::MatrixEditor</name>
    <message>
        <location filename="../ui/editors/MatrixEditor.cpp" line="79"/>
        <source>Paste block</source>
        <translation>Incolla blocco</translation>
    </message>
    <message>
        <location filename="../ui/editors/MatrixEditor.cpp" line="80"/>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <location filename="../ui/editors/MatrixEditor.cpp" line="159"/>
        <location filename="../ui/editors/MatrixEditor.cpp" line="174"/>
        <source>Cannot paste: %1</source>
        <translation>Impossibile incollare: %1</translation>
    </message>
    <message>
        <location filename="../ui/editors/MatrixEditor.cpp" line="168"/>
        <source>Paste %1 x %2 block</source>
        <translation>Incolla blocco %1 x %2</translation>
    </message>
</context>
<context>
    <name>attn::MatrixTableModel</name>
    <message>
        <location filename="../ui/editors/MatrixTableModel.cpp" line="171"/>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <location filename="../ui/editors/MatrixTableModel.cpp" line="184"/>
        <source>Rename token</source>
        <translation>Rinomina token</translation>
    </message>
    <message>
        <location filename="../ui/editors/MatrixTableModel.cpp" line="201"/>
        <source>%1: &apos;%2&apos; is beyond float32&apos;s range (the engines compute in float32: at most ±%3)</source>
        <translation>%1: «%2» è oltre l&apos;intervallo di float32 (i motori calcolano in float32: al massimo ±%3)</translation>
    </message>
    <message>
        <location filename="../ui/editors/MatrixTableModel.cpp" line="204"/>
        <source>%1: &apos;%2&apos; is not a number (write it like %3)</source>
        <translation>%1: «%2» non è un numero (scrivilo come %3)</translation>
    </message>
</context>
<context>
    <name>attn::ModelDocument</name>
    <message>
        <location filename="../ui/modelwindow/ModelDocument.cpp" line="79"/>
        <source>The model could not run: %1</source>
        <translation>Il modello non ha potuto girare: %1</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelDocument.cpp" line="85"/>
        <source>The model&apos;s numbers cannot be shown: %1</source>
        <translation>I numeri del modello non si possono mostrare: %1</translation>
    </message>
    <message>
        <location filename="../ui/render/ModelPictures.cpp" line="16"/>
        <source>Open a GPT-2 checkpoint&apos;s folder (File ▸ Open checkpoint).</source>
        <translation>Apri la cartella di un checkpoint GPT-2 (File ▸ Apri checkpoint).</translation>
    </message>
    <message>
        <location filename="../ui/render/ModelPictures.cpp" line="18"/>
        <source>Type a text.</source>
        <translation>Scrivi un testo.</translation>
    </message>
    <message>
        <location filename="../ui/render/ModelPictures.cpp" line="25"/>
        <source>weight</source>
        <translation>peso</translation>
    </message>
    <message>
        <location filename="../ui/render/ModelPictures.cpp" line="27"/>
        <source>Hatched cells are masked: GPT-2&apos;s attention is causal, a token sees only itself and the tokens before it.</source>
        <translation>Le celle tratteggiate sono mascherate: l&apos;attenzione di GPT-2 è causale, un token vede solo sé stesso e i token prima di lui.</translation>
    </message>
    <message>
        <location filename="../ui/render/ModelPictures.cpp" line="48"/>
        <source>queries</source>
        <translation>query</translation>
    </message>
    <message>
        <location filename="../ui/render/ModelPictures.cpp" line="49"/>
        <source>keys</source>
        <translation>chiavi</translation>
    </message>
    <message>
        <location filename="../ui/render/ModelPictures.cpp" line="55"/>
        <source>head %1</source>
        <translation>testa %1</translation>
    </message>
    <message>
        <location filename="../ui/render/ModelPictures.cpp" line="79"/>
        <source>Attention weights of every layer (rows) and head (columns)</source>
        <translation>Pesi di attenzione di ogni strato (righe) e testa (colonne)</translation>
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
        <translation>T%1</translation>
    </message>
    <message>
        <location filename="../ui/render/ModelPictures.cpp" line="101"/>
        <source>Layer %1, head %2: attention weights</source>
        <translation>Strato %1, testa %2: pesi di attenzione</translation>
    </message>
    <message>
        <location filename="../ui/render/ModelPictures.cpp" line="102"/>
        <source>keys (earlier tokens)</source>
        <translation>chiavi (token precedenti)</translation>
    </message>
    <message>
        <location filename="../ui/render/ModelPictures.cpp" line="103"/>
        <source>queries (tokens)</source>
        <translation>query (token)</translation>
    </message>
    <message>
        <location filename="../ui/render/ModelPictures.cpp" line="127"/>
        <source>Layer %1, head %2: where each token looks</source>
        <translation>Strato %1, testa %2: dove guarda ogni token</translation>
    </message>
    <message>
        <location filename="../ui/render/ModelPictures.cpp" line="138"/>
        <source>Layer %1, every head: where each token looks</source>
        <translation>Strato %1, ogni testa: dove guarda ogni token</translation>
    </message>
</context>
<context>
    <name>attn::ModelWindow</name>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="123"/>
        <source>Open in the stepper</source>
        <translation>Apri nel percorso passo per passo</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="142"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="143"/>
        <source>&amp;Open checkpoint folder…</source>
        <translation>&amp;Apri la cartella del checkpoint…</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="144"/>
        <source>Export the &amp;grid…</source>
        <translation>Esporta la &amp;griglia…</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="145"/>
        <source>Export the &amp;head as shown…</source>
        <translation>Esporta la &amp;testa come mostrata…</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="146"/>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="147"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="148"/>
        <source>&amp;Larger text</source>
        <translation>Testo più &amp;grande</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="149"/>
        <source>&amp;Smaller text</source>
        <translation>Testo più &amp;piccolo</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="150"/>
        <source>&amp;Actual size</source>
        <translation>&amp;Dimensione normale</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="151"/>
        <source>&amp;Head</source>
        <translation>&amp;Testa</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="152"/>
        <source>Open this head in the &amp;stepper</source>
        <translation>Apri questa testa &amp;passo per passo</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="153"/>
        <source>Open the whole &amp;layer in the stepper</source>
        <translation>Apri l&apos;intero &amp;strato passo per passo</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="62"/>
        <source>Type a sentence</source>
        <translation>Scrivi una frase</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="63"/>
        <source>next token</source>
        <translation>token successivo</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="63"/>
        <source>probability</source>
        <translation>probabilità</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="64"/>
        <source>Click a head to see it large</source>
        <translation>Fai clic su una testa per vederla in grande</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="65"/>
        <source>Hover a token to see only its lines; click it to keep them</source>
        <translation>Passa sopra un token per vedere solo le sue linee; fai clic per tenerle</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="68"/>
        <source>Heatmap</source>
        <translation>Mappa di calore</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="69"/>
        <source>Lines</source>
        <translation>Linee</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="70"/>
        <source>Lines, whole layer</source>
        <translation>Linee, strato intero</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="170"/>
        <source>Open this head in the stepper</source>
        <translation>Apri questa testa passo per passo</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="171"/>
        <source>Open the whole layer</source>
        <translation>Apri l&apos;intero strato</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="172"/>
        <source>Step through this head with the model&apos;s own numbers: X = LN₁(x), its W_Q, W_K, W_V with their biases, and its rows of W_O</source>
        <translation>Percorri questa testa con i numeri del modello: X = LN₁(x), le sue W_Q, W_K, W_V con i loro bias e le sue righe di W_O</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="174"/>
        <source>Every head of this layer, with W_O and b_O whole: the output is the layer&apos;s attention output</source>
        <translation>Ogni testa di questo strato, con W_O e b_O interi: l&apos;output è l&apos;output dell&apos;attenzione dello strato</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="227"/>
        <source>Open checkpoint</source>
        <translation>Apri checkpoint</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="271"/>
        <source>A real model</source>
        <translation>Un modello reale</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="276"/>
        <source>%n token(s): %1</source>
        <translation>
            <numerusform>%n token: %1</numerusform>
            <numerusform>%n token: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="283"/>
        <source>Memory, estimated: %1 for the model, %2 for this text&apos;s pass (every head&apos;s weights kept)</source>
        <translation>Memoria, stimata: %1 per il modello, %2 per il passaggio su questo testo (con i pesi di ogni testa)</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="328"/>
        <source>Open a checkpoint and type a text first.</source>
        <translation>Apri prima un checkpoint e scrivi un testo.</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="341"/>
        <source>Open a GPT-2 checkpoint&apos;s folder</source>
        <translation>Apri la cartella di un checkpoint GPT-2</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="350"/>
        <source>every head</source>
        <translation>tutte le teste</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="351"/>
        <source>layer %1 head %2</source>
        <translation>strato %1 testa %2</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="353"/>
        <source>Export the grid</source>
        <translation>Esporta la griglia</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="353"/>
        <source>Export the head</source>
        <translation>Esporta la testa</translation>
    </message>
    <message>
        <location filename="../ui/modelwindow/ModelWindow.cpp" line="354"/>
        <source>Figures (*.png *.svg *.pdf)</source>
        <translation>Figure (*.png *.svg *.pdf)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="vanished">Esporta</translation>
    </message>
</context>
<context>
    <name>attn::MoreBelowHint</name>
    <message>
        <location filename="../ui/stepper/MoreBelowHint.cpp" line="27"/>
        <source>▼ More below</source>
        <translation>▼ Continua sotto</translation>
    </message>
    <message>
        <location filename="../ui/stepper/MoreBelowHint.cpp" line="28"/>
        <source>The page goes on below: scroll, or click here to see the next part. The numbers say which view of the page this is, of how many a page down at a time shows.</source>
        <translation>La pagina continua sotto: scorri, o fai clic qui per vedere la parte successiva. I numeri dicono quale vista della pagina è questa e quante ce ne sono, una per ogni Pagina giù.</translation>
    </message>
</context>
<context>
    <name>attn::PresentationWindow</name>
    <message>
        <location filename="../ui/lessonwindow/PresentationWindow.cpp" line="26"/>
        <source>Presentation</source>
        <translation>Presentazione</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/PresentationWindow.cpp" line="235"/>
        <source>No notes for this slide.</source>
        <translation>Nessuna nota per questa slide.</translation>
    </message>
</context>
<context>
    <name>attn::PresenterView</name>
    <message>
        <location filename="../ui/lessonwindow/PresenterView.cpp" line="42"/>
        <source>Presenter view</source>
        <translation>Vista del relatore</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/PresenterView.cpp" line="98"/>
        <source>No slides</source>
        <translation>Nessuna slide</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/PresenterView.cpp" line="98"/>
        <source>Slide %1 of %2</source>
        <translation>Slide %1 di %2</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/PresenterView.cpp" line="99"/>
        <source>  ·  the room sees a black screen (any key)</source>
        <translation>  ·  la sala vede uno schermo nero (un tasto qualsiasi)</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/PresenterView.cpp" line="112"/>
        <source>Next: %1</source>
        <translation>Dopo: %1</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/PresenterView.cpp" line="113"/>
        <source>Next: lesson %1, “%2”</source>
        <translation>Dopo: lezione %1, «%2»</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/PresenterView.cpp" line="114"/>
        <source>The end of the deck</source>
        <translation>Fine delle slide</translation>
    </message>
    <message>
        <location filename="../ui/lessonwindow/PresenterView.cpp" line="125"/>
        <source>No notes for this slide.</source>
        <translation>Nessuna nota per questa slide.</translation>
    </message>
</context>
<context>
    <name>attn::ScenarioDocument</name>
    <message>
        <location filename="../ui/document/ScenarioDocument.cpp" line="32"/>
        <source>expected a finite number</source>
        <translation>atteso un numero finito</translation>
    </message>
    <message>
        <location filename="../ui/document/ScenarioDocument.cpp" line="125"/>
        <location filename="../ui/document/ScenarioDocument.cpp" line="132"/>
        <source>no such entry</source>
        <translation>elemento inesistente</translation>
    </message>
    <message>
        <location filename="../ui/document/ScenarioDocument.cpp" line="171"/>
        <source>%1: there is no target sequence</source>
        <translation>%1: non c&apos;è una sequenza di destinazione</translation>
    </message>
    <message>
        <location filename="../ui/document/ScenarioDocument.cpp" line="177"/>
        <source>%1.vectors[%2]: no such vector</source>
        <translation>%1.vectors[%2]: vettore inesistente</translation>
    </message>
    <message>
        <location filename="../ui/document/ScenarioDocument.cpp" line="471"/>
        <source>The %1 engine failed (%2); the CPU engine computes instead.</source>
        <translation>Il motore %1 non è riuscito (%2); calcola invece il motore CPU.</translation>
    </message>
    <message>
        <location filename="../ui/document/ScenarioDocument.cpp" line="495"/>
        <source>%1 differs from the CPU engine by %2 at %3</source>
        <translation>%1 differisce dal motore CPU di %2 in %3</translation>
    </message>
    <message>
        <location filename="../ui/document/ScenarioDocument.cpp" line="29"/>
        <source>%1 is beyond float32&apos;s range (the engines compute in float32: at most ±%2)</source>
        <translation>%1 è oltre l&apos;intervallo di float32 (i motori calcolano in float32: al massimo ±%2)</translation>
    </message>
    <message>
        <location filename="../ui/document/ScenarioDocument.cpp" line="96"/>
        <source>The %1 engine is unavailable (%2); the CPU engine computes instead.</source>
        <translation>Il motore %1 non è disponibile (%2); calcola al suo posto il motore CPU.</translation>
    </message>
    <message>
        <location filename="../ui/document/ScenarioDocument.cpp" line="183"/>
        <source>%1.vectors[%2][%3]: %4</source>
        <translation>%1.vectors[%2][%3]: %4</translation>
    </message>
    <message>
        <location filename="../ui/document/ScenarioDocument.cpp" line="476"/>
        <source>computing was cancelled; choose View › Compute again (Ctrl+R) to see the numbers</source>
        <translation>calcolo annullato; scegli Vista › Ricalcola (Ctrl+R) per vedere i numeri</translation>
    </message>
    <message>
        <location filename="../ui/document/ScenarioDocument.cpp" line="480"/>
        <source>this machine has not enough memory for every stage of this scenario: use fewer tokens or heads</source>
        <translation>questa macchina non ha memoria sufficiente per ogni passaggio di questo scenario: usa meno token o teste</translation>
    </message>
</context>
<context>
    <name>attn::ScenarioEditorPanel</name>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="84"/>
        <source>Untitled scenario</source>
        <translation>Scenario senza titolo</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="85"/>
        <source>Cross attention (encoder–decoder)</source>
        <translation>Attenzione incrociata (encoder–decoder)</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="86"/>
        <source>Causal self-attention</source>
        <translation>Auto-attenzione causale</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="87"/>
        <source>Bidirectional self-attention</source>
        <translation>Auto-attenzione bidirezionale</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="88"/>
        <source>Divide scores by √d_k</source>
        <translation>Dividi i punteggi per √d_k</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="380"/>
        <source>Positions (learned)</source>
        <translation>Posizioni (apprese)</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="381"/>
        <source>Each place adds its own learnt vector: X = E + P. Unticked, they are taken away.</source>
        <translation>Ogni posto aggiunge il proprio vettore appreso: X = E + P. Togliendo la spunta, vengono rimossi.</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="383"/>
        <source>Add positions (sinusoidal)</source>
        <translation>Aggiungi le posizioni (sinusoidali)</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="384"/>
        <source>Adds to each token&apos;s vector a vector that depends on its place, so that order matters: X = E + P</source>
        <translation>Aggiunge al vettore di ogni token un vettore che dipende dal suo posto, così che l&apos;ordine conti: X = E + P</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="90"/>
        <source>Layer norm</source>
        <translation>Layer norm</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="91"/>
        <source>X = (x − mean) / spread × γ + β for each token before the projections, as GPT-2 does: γ = 1 and β = 0 at first, editable in the γ and β tabs under the heads.</source>
        <translation>X = (x − media) / dispersione × γ + β per ogni token prima delle proiezioni, come fa GPT-2: all&apos;inizio γ = 1 e β = 0, modificabili nelle schede γ e β sotto le teste.</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="93"/>
        <source>Softmax temperature T: below 1 sharpens the weights, above 1 flattens them.</source>
        <translation>Temperatura T della softmax: sotto 1 rende i pesi più netti, sopra 1 li appiattisce.</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="118"/>
        <source>Title</source>
        <translation>Titolo</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="119"/>
        <source>Attention</source>
        <translation>Attenzione</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="120"/>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="121"/>
        <source>d_model</source>
        <translation>d_model</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="130"/>
        <source>Source tokens (keys and values)</source>
        <translation>Token sorgente (chiavi e valori)</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="141"/>
        <source>Target tokens (queries)</source>
        <translation>Token di destinazione (query)</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="193"/>
        <source>Identity</source>
        <translation>Identità</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="194"/>
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="195"/>
        <source>Seeded random numbers: the same seed gives the same weights.</source>
        <translation>Numeri casuali con seme: lo stesso seme dà gli stessi pesi.</translation>
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
        <translation>P destinazione</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="199"/>
        <source>Biases</source>
        <translation>Bias</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="200"/>
        <source>Q = X W_Q + b_Q, …: adds a bias to each projection (zeros at first, so nothing changes until you edit them), as GPT-2 has; unticked, the biases are taken away.</source>
        <translation>Q = X W_Q + b_Q, …: aggiunge un bias a ogni proiezione (zeri all&apos;inizio, quindi nulla cambia finché non li modifichi), come in GPT-2; togliendo la spunta, i bias vengono rimossi.</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="202"/>
        <source>Heads</source>
        <translation>Teste</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="203"/>
        <source>Number of heads</source>
        <translation>Numero di teste</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="204"/>
        <source>Head shown</source>
        <translation>Testa mostrata</translation>
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
        <translation>seme</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="208"/>
        <source>Set all weights</source>
        <translation>Imposta tutti i pesi</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="224"/>
        <source>Change title</source>
        <translation>Cambia titolo</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="228"/>
        <source>Change attention mode</source>
        <translation>Cambia tipo di attenzione</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="236"/>
        <source>Switch scaling</source>
        <translation>Attiva/disattiva la divisione</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="239"/>
        <source>Add positions</source>
        <translation>Aggiungi le posizioni</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="239"/>
        <source>Remove positions</source>
        <translation>Rimuovi le posizioni</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="244"/>
        <source>Add layer norm</source>
        <translation>Aggiungi layer norm</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="246"/>
        <source>Remove layer norm</source>
        <translation>Rimuovi layer norm</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="249"/>
        <source>Change temperature</source>
        <translation>Cambia temperatura</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="252"/>
        <source>Change d_model</source>
        <translation>Cambia d_model</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="259"/>
        <source>Change number of heads</source>
        <translation>Cambia numero di teste</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="269"/>
        <source>Change head size</source>
        <translation>Cambia dimensione della testa</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="279"/>
        <source>Set weights to identity</source>
        <translation>Imposta i pesi all&apos;identità</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="283"/>
        <source>Set random weights</source>
        <translation>Imposta pesi casuali</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="287"/>
        <source>Add biases</source>
        <translation>Aggiungi i bias</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="289"/>
        <source>Remove biases</source>
        <translation>Rimuovi i bias</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="315"/>
        <source>Not changed: %1</source>
        <translation>Non modificato: %1</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="328"/>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="330"/>
        <source>Add token</source>
        <translation>Aggiungi token</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="331"/>
        <source>new</source>
        <translation>nuovo</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="334"/>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="338"/>
        <source>Remove token</source>
        <translation>Rimuovi token</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="340"/>
        <source>A sequence keeps at least one token.</source>
        <translation>Una sequenza conserva almeno un token.</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="343"/>
        <source>Move up</source>
        <translation>Sposta su</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="346"/>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="353"/>
        <source>Move token</source>
        <translation>Sposta token</translation>
    </message>
    <message>
        <location filename="../ui/editors/ScenarioEditorPanel.cpp" line="350"/>
        <source>Move down</source>
        <translation>Sposta giù</translation>
    </message>
</context>
<context>
    <name>attn::SlidePage</name>
    <message>
        <location filename="../ui/render/SlidePage.cpp" line="80"/>
        <source>Cross attention: queries from the target, keys and values from the source</source>
        <translation>Attenzione incrociata: query dal target, chiavi e valori dalla sorgente</translation>
    </message>
    <message>
        <location filename="../ui/render/SlidePage.cpp" line="82"/>
        <source>Causal self-attention: each token sees itself and the tokens before it</source>
        <translation>Self-attention causale: ogni token vede sé stesso e i token prima di lui</translation>
    </message>
    <message>
        <location filename="../ui/render/SlidePage.cpp" line="84"/>
        <source>Bidirectional self-attention: every token sees every token</source>
        <translation>Self-attention bidirezionale: ogni token vede ogni token</translation>
    </message>
    <message>
        <location filename="../ui/render/SlidePage.cpp" line="98"/>
        <source> … (%1 in all)</source>
        <translation> … (%1 in tutto)</translation>
    </message>
    <message>
        <location filename="../ui/render/SlidePage.cpp" line="172"/>
        <source>the engine could not compute this slide&apos;s numbers</source>
        <translation>il motore non ha potuto calcolare i numeri di questa slide</translation>
    </message>
    <message>
        <location filename="../ui/render/SlidePage.cpp" line="236"/>
        <source>What the stages showed</source>
        <translation>Che cosa hanno mostrato le fasi</translation>
    </message>
    <message>
        <location filename="../ui/render/SlidePage.cpp" line="390"/>
        <source>Queries: %1</source>
        <translation>Query: %1</translation>
    </message>
    <message>
        <location filename="../ui/render/SlidePage.cpp" line="392"/>
        <source>Keys and values: %1</source>
        <translation>Chiavi e valori: %1</translation>
    </message>
    <message>
        <source>Queries: %1&lt;br&gt;Keys and values: %2</source>
        <translation type="vanished">Query: %1&lt;br&gt;Chiavi e valori: %2</translation>
    </message>
    <message>
        <location filename="../ui/render/SlidePage.cpp" line="395"/>
        <source>Tokens: %1</source>
        <translation>Token: %1</translation>
    </message>
    <message>
        <location filename="../ui/render/SlidePage.cpp" line="400"/>
        <source>d_model = %1 · one head, d_k = %2, d_v = %3</source>
        <translation>d_model = %1 · una testa, d_k = %2, d_v = %3</translation>
    </message>
    <message>
        <location filename="../ui/render/SlidePage.cpp" line="401"/>
        <source>d_model = %1 · %2 heads, d_k = %3, d_v = %4</source>
        <translation>d_model = %1 · %2 teste, d_k = %3, d_v = %4</translation>
    </message>
</context>
<context>
    <name>attn::StageView</name>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="271"/>
        <source>… (%1 terms)</source>
        <translation>… (%1 termini)</translation>
    </message>
    <message>
        <location filename="../ui/render/StagePage.cpp" line="116"/>
        <source>head %1 of %2</source>
        <translation>testa %1 di %2</translation>
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
        <translation>Niente da mostrare: %1</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1127"/>
        <source>X target (queries)</source>
        <translation>X destinazione (query)</translation>
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
        <translation>X sorgente (chiavi, valori)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1090"/>
        <source>E target (token vectors)</source>
        <translation>E destinazione (vettori dei token)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1098"/>
        <source>P target (positions)</source>
        <translation>P destinazione (posizioni)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1094"/>
        <source>E source (token vectors)</source>
        <translation>E sorgente (vettori dei token)</translation>
    </message>
    <message>
        <location filename="../ui/render/StagePage.cpp" line="61"/>
        <source>standardised</source>
        <translation>standardizzati</translation>
    </message>
    <message>
        <location filename="../ui/render/StagePage.cpp" line="63"/>
        <source>γ and β</source>
        <translation>γ e β</translation>
    </message>
    <message>
        <location filename="../ui/render/StagePage.cpp" line="118"/>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 di %3)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1090"/>
        <location filename="../ui/render/StageCatalogue.cpp" line="1094"/>
        <source>E (token vectors)</source>
        <translation>E (vettori dei token)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1091"/>
        <source>x target (vectors in)</source>
        <translation>x destinazione (vettori in ingresso)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1091"/>
        <location filename="../ui/render/StageCatalogue.cpp" line="1095"/>
        <source>x (vectors in)</source>
        <translation>x (vettori in ingresso)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1095"/>
        <source>x source (vectors in)</source>
        <translation>x sorgente (vettori in ingresso)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1100"/>
        <source>P source (positions)</source>
        <translation>P sorgente (posizioni)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1100"/>
        <source>P (positions)</source>
        <translation>P (posizioni)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1103"/>
        <source>x target = E + P</source>
        <translation>x destinazione = E + P</translation>
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
        <translation>x sorgente = E + P</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1111"/>
        <source>x̂ target (standardised)</source>
        <translation>x̂ destinazione (standardizzato)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1116"/>
        <source>x̂ source (standardised)</source>
        <translation>x̂ sorgente (standardizzato)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1116"/>
        <source>x̂ (standardised)</source>
        <translation>x̂ (standardizzato)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1121"/>
        <source>γ (gain)</source>
        <translation>γ (guadagno)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1125"/>
        <source>β (bias)</source>
        <translation>β (bias)</translation>
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
        <translation>Punteggi scalati, senza maschera</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1159"/>
        <source>Scores, no mask</source>
        <translation>Punteggi, senza maschera</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1177"/>
        <source>b_O</source>
        <translation>b_O</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1145"/>
        <source>Q (queries)</source>
        <translation>Q (query)</translation>
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
        <translation>%1 = %2&lt;br&gt;somma della riga = %3&lt;br&gt;peso = %2 / %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1147"/>
        <source>K (keys)</source>
        <translation>K (chiavi)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1149"/>
        <source>V (values)</source>
        <translation>V (valori)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1151"/>
        <source>Scores Q Kᵀ</source>
        <translation>Punteggi Q Kᵀ</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1153"/>
        <source>Scaled scores</source>
        <translation>Punteggi scalati</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1153"/>
        <source>Scores (not scaled)</source>
        <translation>Punteggi (non scalati)</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1157"/>
        <source>Masked scores</source>
        <translation>Punteggi mascherati</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1163"/>
        <source>Attention weights</source>
        <translation>Pesi di attenzione</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1165"/>
        <source>Head output Z</source>
        <translation>Uscita della testa Z</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1170"/>
        <source>Z%1</source>
        <translation>Z%1</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1173"/>
        <source>Concatenation</source>
        <translation>Concatenazione</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1175"/>
        <source>W_O</source>
        <translation>W_O</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="1179"/>
        <source>Output</source>
        <translation>Uscita</translation>
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
        <translation>«%1» non può vedere «%2», che viene dopo: −∞, quindi il suo peso sarà 0</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="311"/>
        <source>&apos;%1&apos; may see &apos;%2&apos;: %3</source>
        <translation>«%1» può vedere «%2»: %3</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="836"/>
        <source>masked: weight exactly 0</source>
        <translation>mascherato: peso esattamente 0</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="880"/>
        <source>Σ weight × value = </source>
        <translation>Σ peso × valore = </translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="982"/>
        <source>concat row × W_O column = </source>
        <translation>riga di concat × colonna di W_O = </translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="982"/>
        <source>concat row × W_O column + b_O = </source>
        <translation>riga di concat × colonna di W_O + b_O = </translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="678"/>
        <source>x row × W column = </source>
        <translation>riga di x × colonna di W = </translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="678"/>
        <source>x row × W column + b = </source>
        <translation>riga di x × colonna di W + b = </translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="542"/>
        <source>standardised: (x − μ) / √(σ² + ε) = (%1 − %2) / %3 = %4</source>
        <translation>standardizzato: (x − μ) / √(σ² + ε) = (%1 − %2) / %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="546"/>
        <source>&lt;br&gt;X = standardised × γ + β = %1 × %2 + %3 = %4</source>
        <translation>&lt;br&gt;X = standardizzato × γ + β = %1 × %2 + %3 = %4</translation>
    </message>
    <message>
        <location filename="../ui/render/StageCatalogue.cpp" line="428"/>
        <source>E + P = %1 + %2 = %3</source>
        <translation>E + P = %1 + %2 = %3</translation>
    </message>
    <message>
        <location filename="../ui/render/StagePage.cpp" line="140"/>
        <source>Computing every stage of %1 tokens and %2 heads… (Esc cancels)</source>
        <translation>Calcolo di ogni passaggio per %1 token e %2 teste… (Esc annulla)</translation>
    </message>
    <message>
        <location filename="../ui/stepper/StageView.cpp" line="536"/>
        <source>%1: unknown format; use .tex, .csv or .md</source>
        <translation>%1: formato sconosciuto; usa .tex, .csv o .md</translation>
    </message>
    <message>
        <location filename="../ui/stepper/StageView.cpp" line="547"/>
        <source>Copy as LaTeX (bmatrix)</source>
        <translation>Copia come LaTeX (bmatrix)</translation>
    </message>
    <message>
        <location filename="../ui/stepper/StageView.cpp" line="548"/>
        <source>Copy as Markdown table</source>
        <translation>Copia come tabella Markdown</translation>
    </message>
    <message>
        <location filename="../ui/stepper/StageView.cpp" line="549"/>
        <source>Copy as CSV (full precision)</source>
        <translation>Copia come CSV (precisione completa)</translation>
    </message>
    <message>
        <location filename="../ui/stepper/StageView.cpp" line="551"/>
        <source>Save numbers as…</source>
        <translation>Salva i numeri come…</translation>
    </message>
    <message>
        <location filename="../ui/stepper/StageView.cpp" line="554"/>
        <source>Save numbers</source>
        <translation>Salva i numeri</translation>
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
        <translation>Guarda l&apos;attenzione mentre impara — AttentionLab</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="344"/>
        <source>AdamW weight decay on W_O and W_R. At 0 the readout can lower the loss by growing its weights, and the attention stays less sharp.</source>
        <translation>Weight decay di AdamW su W_O e W_R. A 0 il readout può ridurre la perdita facendo crescere i suoi pesi, e l&apos;attenzione resta meno netta.</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="346"/>
        <source>slow: 2 updates a second</source>
        <translation>lento: 2 aggiornamenti al secondo</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="347"/>
        <source>watchable: 10 updates a second</source>
        <translation>da seguire: 10 aggiornamenti al secondo</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="348"/>
        <source>brisk: 50 updates a second</source>
        <translation>svelto: 50 aggiornamenti al secondo</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="349"/>
        <source>as fast as it goes</source>
        <translation>alla massima velocità</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="382"/>
        <source>Task</source>
        <translation>Compito</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="382"/>
        <source>Sequence length</source>
        <translation>Lunghezza della sequenza</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="382"/>
        <source>d_model</source>
        <translation>d_model</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="382"/>
        <source>Heads</source>
        <translation>Teste</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="382"/>
        <source>Learning rate (Adam)</source>
        <translation>Tasso di apprendimento (Adam)</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="383"/>
        <source>Weight decay on W_O, W_R</source>
        <translation>Weight decay su W_O, W_R</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="383"/>
        <source>Seed</source>
        <translation>Seme</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="383"/>
        <source>Pace</source>
        <translation>Ritmo</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="383"/>
        <source>Stop after</source>
        <translation>Fermati dopo</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="386"/>
        <source>Task and layer</source>
        <translation>Compito e strato</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="407"/>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="737"/>
        <source>Train</source>
        <translation>Addestra</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="443"/>
        <source>attention share</source>
        <translation>quota di attenzione</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="403"/>
        <source>One update</source>
        <translation>Un aggiornamento</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="404"/>
        <source>Reset</source>
        <translation>Azzera</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="405"/>
        <source>Take into lesson</source>
        <translation>Usa nella lezione</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="406"/>
        <source>Open the trained W_Q, W_K, W_V and W_O in the main window and step through them.</source>
        <translation>Apri W_Q, W_K, W_V e W_O addestrati nella finestra principale e percorrili passo per passo.</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="440"/>
        <source>update</source>
        <translation>aggiornamento</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="442"/>
        <source>loss (cross-entropy)</source>
        <translation>perdita (entropia incrociata)</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="442"/>
        <source>loss</source>
        <translation>perdita</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="443"/>
        <source>attention on the right keys</source>
        <translation>attenzione sulle chiavi giuste</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="446"/>
        <source>loss of each batch</source>
        <translation>perdita di ogni batch</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="447"/>
        <source>weight on the right keys (best head, held-out)</source>
        <translation>peso sulle chiavi giuste (testa migliore, esempi esclusi)</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="475"/>
        <source>Head shown</source>
        <translation>Testa mostrata</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="569"/>
        <source>The made-up sentences always have %1 words.</source>
        <translation>Le frasi inventate hanno sempre %1 parole.</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="631"/>
        <source>head %1: %2</source>
        <translation>testa %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="632"/>
        <source>Update %1 (stops at %2)</source>
        <translation>Aggiornamento %1 (si ferma a %2)</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="634"/>
        <source>Loss of the last batch: %1</source>
        <translation>Perdita dell&apos;ultimo batch: %1</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="635"/>
        <source>On %1 held-out examples: loss %2, answers right %3</source>
        <translation>Su %1 esempi esclusi: perdita %2, risposte giuste %3</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="639"/>
        <source>Attention on the right keys: %1</source>
        <translation>Attenzione sulle chiavi giuste: %1</translation>
    </message>
    <message>
        <location filename="../ui/trainingwindow/TrainingWindow.cpp" line="737"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
</context>
<context>
    <name>attn::VectorView</name>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="220"/>
        <source>Click two arrows to compare them.</source>
        <translation>Fai clic su due frecce per confrontarle.</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="221"/>
        <source>Click two arrows to compare them. These follow from the token vectors: drag those to move them.</source>
        <translation>Fai clic su due frecce per confrontarle. Questi vettori derivano dai vettori dei token: trascina quelli per spostarli.</translation>
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
        <translation>a·b = %1; un vettore nullo non ha direzione, quindi nessun angolo</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="235"/>
        <source>a·b is the score S[%1][%2] of head %3</source>
        <translation>a·b è il punteggio S[%1][%2] della testa %3</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="189"/>
        <source> of head %1</source>
        <translation> della testa %1</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="123"/>
        <source>source (keys, values)</source>
        <translation>sorgente (chiavi, valori)</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="124"/>
        <source>target (queries)</source>
        <translation>destinazione (query)</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="193"/>
        <source>Token vectors x (d_model = %1)</source>
        <translation>Vettori dei token x (d_model = %1)</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="195"/>
        <source>Queries q and keys k%1 (d_k = %2)</source>
        <translation>Query q e chiavi k%1 (d_k = %2)</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="197"/>
        <source>Values v%1 (d_v = %2)</source>
        <translation>Valori v%1 (d_v = %2)</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="205"/>
        <source>PC1</source>
        <translation>CP1</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="205"/>
        <source>PC2</source>
        <translation>CP2</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="205"/>
        <source>PC3</source>
        <translation>CP3</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="323"/>
        <source>A projection to 3-D onto the principal directions the vectors had before dragging: it keeps %1 of their variance now (about the origin).</source>
        <translation>Una proiezione in 3-D sulle direzioni principali che i vettori avevano prima del trascinamento: varianza conservata ora %1 (rispetto all&apos;origine).</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="327"/>
        <source>A projection to 3-D onto the principal directions: it keeps %1 of the variance (about the origin).</source>
        <translation>Una proiezione in 3-D sulle direzioni principali: varianza conservata %1 (rispetto all&apos;origine).</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="330"/>
        <source>The vectors have %1 dimensions: the missing axes stay at 0.</source>
        <translation>I vettori hanno %1 dimensioni: gli assi mancanti restano a 0.</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="332"/>
        <source>No vectors to show: the scenario has a problem.</source>
        <translation>Nessun vettore da mostrare: lo scenario ha un problema.</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="406"/>
        <source>length %1</source>
        <translation>lunghezza %1</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="276"/>
        <source>1 label left out where there is no free place.</source>
        <translation>1 etichetta omessa dove non c&apos;è posto libero.</translation>
    </message>
    <message>
        <location filename="../ui/render/VectorPicture.cpp" line="277"/>
        <source>%1 labels left out where there is no free place.</source>
        <translation>%1 etichette omesse dove non c&apos;è posto libero.</translation>
    </message>
</context>
</TS>
