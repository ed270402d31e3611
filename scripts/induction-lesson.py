# Builds resources/examples/09-induction-head.json: the shipped model's induction head on a text, as
# `attentionlab lm --scenario head` writes it, with the lesson's title and notes in three languages.
import json, subprocess, sys
# Usage: scripts/induction-lesson.py BUILD/app/attentionlab resources/models/induction-lm.json resources/examples/09-induction-head.json
binary, model, out = sys.argv[1:4]
text = "polly said : owl met so the . polly said again : owl met"
scenario = json.loads(subprocess.run([binary, "lm", model, "--text", text, "--scenario", "head", "--layer", "2", "--head", "2"],
                                     check=True, capture_output=True).stdout)
notes = {
"en": ("Induction head: copy what came next",
"""This is one head of a small language model that AttentionLab trained itself (`attentionlab train-lm`: two layers of two heads, on a made-up language in which a parrot repeats what it said). The text is *polly said : owl met so the . polly said again : owl met*.

Step to **Softmax**, where the weights are. In the first sentence most queries rest on the colon: there is nothing to copy yet. In the repeat, the last three queries look at the word that came *after* their own word the first time: the second *:* looks at *owl*, *owl* at *met*, and the last *met* at *so*: the word the model then predicts. The second *polly* and *again* still rest on the colon: the stripe begins at the colon. That stripe, one place to the right of the earlier words, is an **induction head**: after … A B … A, it predicts B.

Step to **W · V**: each query takes the values of the keys it picked. But how can a key say "I come after *owl*"? Not from its own word. In layer 1, head 2 looks at the token just before each position and adds it to the residual stream, so the vector at *met* carries *owl* as well. Here the token vectors are that stream, x as it enters layer 2, with the model's own numbers; the query of the second *owl* finds the key that carries *owl* as its previous word. Two heads in two layers: one layer alone cannot do this.

At the **output**, try it in **View ▸ A language model that learns to copy**: on this text the model says *so* next, with probability 0.998. Tick *silenced* for L2 H2, this head, and *so* is no longer among the five likeliest words; silence L1 H2, the previous-token head, and the copy fails too. There you can also train the model again and watch this head form: the loss drops as its induction score rises. (At the command line: `attentionlab lm --text "…" --ablate 2.2`.)"""),
"it": ("Testa di induzione: copiare ciò che veniva dopo",
"""Questa è una testa di un piccolo modello linguistico che AttentionLab ha addestrato da sé (`attentionlab train-lm`: due strati di due teste, su una lingua inventata in cui un pappagallo ripete ciò che ha detto). Il testo è *polly said : owl met so the . polly said again : owl met*.

Vai a **Softmax**, dove sono i pesi. Nella prima frase quasi tutte le query si posano sui due punti: non c'è ancora nulla da copiare. Nella ripetizione, le ultime tre query guardano la parola che veniva *dopo* la propria la prima volta: il secondo *:* guarda *owl*, *owl* guarda *met*, e l'ultimo *met* guarda *so*: la parola che il modello poi predice. Il secondo *polly* e *again* si posano ancora sui due punti: la striscia comincia dai due punti. Quella striscia, un posto a destra delle parole di prima, è una **testa di induzione**: dopo … A B … A, predice B.

Vai a **W · V**: ogni query prende i valori delle chiavi che ha scelto. Ma come fa una chiave a dire «vengo dopo *owl*»? Non dalla propria parola. Nello strato 1, la testa 2 guarda il token subito prima di ogni posizione e lo aggiunge al flusso residuo, così il vettore di *met* porta con sé anche *owl*. Qui i vettori dei token sono quel flusso, x come entra nello strato 2, con i numeri del modello; la query del secondo *owl* trova la chiave che porta *owl* come parola precedente. Due teste in due strati: un solo strato non ci riesce.

All'**uscita**, prova in **Visualizza ▸ Un modello linguistico che impara a copiare**: su questo testo il modello dice *so* come parola seguente, con probabilità 0,998. Spunta *spenta* per S2 T2, questa testa, e *so* non è più tra le cinque parole più probabili; spegni S1 T2, la testa del token precedente, e anche la copia fallisce. Lì puoi anche addestrare di nuovo il modello e vedere formarsi questa testa: la perdita cala mentre il suo punteggio di induzione sale. (Dalla riga di comando: `attentionlab lm --text "…" --ablate 2.2`.)"""),
"de": ("Induktionskopf: kopieren, was danach kam",
"""Das ist ein Kopf eines kleinen Sprachmodells, das AttentionLab selbst trainiert hat (`attentionlab train-lm`: zwei Schichten mit je zwei Köpfen, auf einer erfundenen Sprache, in der ein Papagei wiederholt, was er gesagt hat). Der Text lautet *polly said : owl met so the . polly said again : owl met*.

Gehen Sie zu **Softmax**, wo die Gewichte stehen. Im ersten Satz ruhen fast alle Queries auf dem Doppelpunkt: Noch gibt es nichts zu kopieren. In der Wiederholung schauen die letzten drei Queries auf das Wort, das beim ersten Mal *nach* ihrem eigenen Wort kam: der zweite *:* auf *owl*, *owl* auf *met* und das letzte *met* auf *so*: das Wort, das das Modell dann vorhersagt. Das zweite *polly* und *again* ruhen noch auf dem Doppelpunkt: Der Streifen beginnt beim Doppelpunkt. Dieser Streifen, eine Stelle rechts von den früheren Wörtern, ist ein **Induktionskopf**: Nach … A B … A sagt er B voraus.

Gehen Sie zu **W · V**: Jede Query nimmt die Values der Keys, die sie gewählt hat. Aber wie kann ein Key sagen „ich komme nach *owl*“? Nicht aus seinem eigenen Wort. In Schicht 1 schaut Kopf 2 auf das Token direkt vor jeder Position und addiert es zum Residualstrom, sodass der Vektor bei *met* auch *owl* trägt. Hier sind die Token-Vektoren dieser Strom, x beim Eintritt in Schicht 2, mit den Zahlen des Modells; die Query des zweiten *owl* findet den Key, der *owl* als vorheriges Wort trägt. Zwei Köpfe in zwei Schichten: Eine Schicht allein kann das nicht.

Bei der **Ausgabe** probieren Sie es unter **Ansicht ▸ Ein Sprachmodell, das kopieren lernt**: Auf diesem Text sagt das Modell als Nächstes *so* voraus, mit Wahrscheinlichkeit 0,998. Setzen Sie bei S2 K2, diesem Kopf, das Häkchen *stumm*, und *so* ist nicht mehr unter den fünf wahrscheinlichsten Wörtern; schalten Sie S1 K2, den Vorgänger-Token-Kopf, stumm, und auch das Kopieren scheitert. Dort können Sie das Modell auch neu trainieren und zusehen, wie dieser Kopf entsteht: Der Verlust fällt, während sein Induktionswert steigt. (Auf der Kommandozeile: `attentionlab lm --text "…" --ablate 2.2`.)"""),
}
lesson = {"title": notes["en"][0], "notes": notes["en"][1],
          "translations": {lang: {"title": notes[lang][0], "notes": notes[lang][1]} for lang in ("it", "de")}}
for key, value in scenario.items():
    if key not in ("title", "notes"):
        lesson[key] = value
json.dump(lesson, open(out, "w"), ensure_ascii=False, indent=2)
open(out, "a").write("\n")
