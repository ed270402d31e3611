# Builds resources/examples/09-induction-head.json: the shipped model's induction head on a text, as
# `attentionlab lm --scenario head` writes it, with the lesson's title and notes in three languages (and
# the deck of slides the file it replaces had).
import json
import os, subprocess, sys
# Usage: scripts/induction-lesson.py BUILD/app/attentionlab resources/models/induction-lm.json resources/examples/09-induction-head.json
binary, model, out = sys.argv[1:4]
text = "polly said : owl kerr do near . polly said again : owl kerr do"
scenario = json.loads(subprocess.run([binary, "lm", model, "--text", text, "--scenario", "head", "--layer", "2", "--head", "2"],
                                     check=True, capture_output=True).stdout)
notes = {
"en": ("Induction head: copy what came next",
"""This is one head of a small language model that AttentionLab trained itself (`attentionlab train-lm`: two layers of two heads, on a made-up language in which a parrot repeats what it said, and on drills of random words said again and again). The text is *polly said : owl kerr do near . polly said again : owl kerr do*.

Step to **Softmax**, where the weights are. In the first sentence there is nothing to copy yet: most queries rest on their own word or on the colon. In the repeat, from the second *:* on, every query looks at the word that came *after* its own word the first time: *:* at *owl*, *owl* at *kerr*, and the last *do* at *near*: the word the model then predicts. That stripe, one place to the right of where the same words stood, is an **induction head**: after … A B … A, it predicts B.

Step to **W · V**: each query takes the values of the keys it picked. But how can a key say "I come after *owl*"? Not from its own word. In layer 1, head 2 looks at the token just before each position and adds it to the residual stream, so the vector at *kerr* carries *owl* as well. Here the token vectors are that stream, x as it enters layer 2, with the model's own numbers; the query of the second *owl* finds the key that carries *owl* as its previous word. Two heads in two layers: one layer alone cannot do this.

At the **output**, try it in **View ▸ A language model that learns to copy**: on this text the model says *near* next, with probability 0.99. Tick *silenced* for L2 H2, this head, and *near* falls to 0.77 but stays first: L2 H1 has become an induction head too, and copies on its own. Silence both and *near* falls to 0.04, no longer the likeliest; silence only L1 H2, the previous-token head both of them read, and the copy fails as well. There you can also train the model again and watch this head form: the loss drops as its induction score rises. (At the command line: `attentionlab lm --text "…" --ablate 2.1,2.2`.)"""),
"it": ("Testa di induzione: copiare ciò che veniva dopo",
"""Questa è una testa di un piccolo modello linguistico che AttentionLab ha addestrato da sé (`attentionlab train-lm`: due strati di due teste, su una lingua inventata in cui un pappagallo ripete ciò che ha detto, e su esercizi di parole a caso ripetute più volte). Il testo è *polly said : owl kerr do near . polly said again : owl kerr do*.

Vai a **Softmax**, dove sono i pesi. Nella prima frase non c'è ancora nulla da copiare: quasi tutte le query si posano sulla propria parola o sui due punti. Nella ripetizione, dal secondo *:* in poi, ogni query guarda la parola che veniva *dopo* la propria la prima volta: *:* guarda *owl*, *owl* guarda *kerr*, e l'ultimo *do* guarda *near*: la parola che il modello poi predice. Quella striscia, un posto a destra di dove stavano le stesse parole, è una **testa di induzione**: dopo … A B … A, predice B.

Vai a **W · V**: ogni query prende i valori delle chiavi che ha scelto. Ma come fa una chiave a dire «vengo dopo *owl*»? Non dalla propria parola. Nello strato 1, la testa 2 guarda il token subito prima di ogni posizione e lo aggiunge al flusso residuo, così il vettore di *kerr* porta con sé anche *owl*. Qui i vettori dei token sono quel flusso, x come entra nello strato 2, con i numeri del modello; la query del secondo *owl* trova la chiave che porta *owl* come parola precedente. Due teste in due strati: un solo strato non ci riesce.

All'**uscita**, prova in **Visualizza ▸ Un modello linguistico che impara a copiare**: su questo testo il modello dice *near* come parola seguente, con probabilità 0,99. Spunta *spenta* per S2 T2, questa testa, e *near* scende a 0,77 ma resta prima: anche S2 T1 è diventata una testa di induzione, e copia da sola. Spegnile entrambe e *near* scende a 0,04, non più la più probabile; spegni solo S1 T2, la testa del token precedente che entrambe leggono, e anche la copia fallisce. Lì puoi anche addestrare di nuovo il modello e vedere formarsi questa testa: la perdita cala mentre il suo punteggio di induzione sale. (Dalla riga di comando: `attentionlab lm --text "…" --ablate 2.1,2.2`.)"""),
"de": ("Induktionskopf: kopieren, was danach kam",
"""Das ist ein Kopf eines kleinen Sprachmodells, das AttentionLab selbst trainiert hat (`attentionlab train-lm`: zwei Schichten mit je zwei Köpfen, auf einer erfundenen Sprache, in der ein Papagei wiederholt, was er gesagt hat, und auf Übungen aus zufälligen Wörtern, die immer wieder gesagt werden). Der Text lautet *polly said : owl kerr do near . polly said again : owl kerr do*.

Gehen Sie zu **Softmax**, wo die Gewichte stehen. Im ersten Satz gibt es noch nichts zu kopieren: Fast alle Queries ruhen auf ihrem eigenen Wort oder auf dem Doppelpunkt. In der Wiederholung schaut ab dem zweiten *:* jede Query auf das Wort, das beim ersten Mal *nach* ihrem eigenen Wort kam: *:* auf *owl*, *owl* auf *kerr* und das letzte *do* auf *near*: das Wort, das das Modell dann vorhersagt. Dieser Streifen, eine Stelle rechts davon, wo dieselben Wörter standen, ist ein **Induktionskopf**: Nach … A B … A sagt er B voraus.

Gehen Sie zu **W · V**: Jede Query nimmt die Values der Keys, die sie gewählt hat. Aber wie kann ein Key sagen „ich komme nach *owl*“? Nicht aus seinem eigenen Wort. In Schicht 1 schaut Kopf 2 auf das Token direkt vor jeder Position und addiert es zum Residualstrom, sodass der Vektor bei *kerr* auch *owl* trägt. Hier sind die Token-Vektoren dieser Strom, x beim Eintritt in Schicht 2, mit den Zahlen des Modells; die Query des zweiten *owl* findet den Key, der *owl* als vorheriges Wort trägt. Zwei Köpfe in zwei Schichten: Eine Schicht allein kann das nicht.

Bei der **Ausgabe** probieren Sie es unter **Ansicht ▸ Ein Sprachmodell, das kopieren lernt**: Auf diesem Text sagt das Modell als Nächstes *near* voraus, mit Wahrscheinlichkeit 0,99. Setzen Sie bei S2 K2, diesem Kopf, das Häkchen *stumm*, und *near* fällt auf 0,77, bleibt aber vorn: Auch S2 K1 ist ein Induktionskopf geworden und kopiert allein. Schalten Sie beide stumm, und *near* fällt auf 0,04, nicht mehr das wahrscheinlichste Wort; schalten Sie nur S1 K2 stumm, den Vorgänger-Token-Kopf, den beide lesen, und auch das Kopieren scheitert. Dort können Sie das Modell auch neu trainieren und zusehen, wie dieser Kopf entsteht: Der Verlust fällt, während sein Induktionswert steigt. (Auf der Kommandozeile: `attentionlab lm --text "…" --ablate 2.1,2.2`.)"""),
}
lesson = {"title": notes["en"][0], "notes": notes["en"][1],
          "translations": {lang: {"title": notes[lang][0], "notes": notes[lang][1]} for lang in ("it", "de")}}
for key, value in scenario.items():
    if key not in ("title", "notes"):
        lesson[key] = value
# The deck written for the room (its slides and their translations) is the lesson's own, not the model's:
# kept from the file this one replaces.
if os.path.exists(out):
    slides = json.load(open(out)).get("slides")
    if slides:
        lesson["slides"] = slides
json.dump(lesson, open(out, "w"), ensure_ascii=False, indent=2)
open(out, "a").write("\n")
