import { describe, expect, it } from "vitest";
import { analyse } from "./nlp.ts";
import { isParticiple } from "./stated-words.ts";
import { statedRelations } from "./stated-relations.ts";

/** The relations stated between the named concepts (every occurrence of each name is a mention), as "A label B". */
function read(text: string, names: string[]): string[] {
  const lower = text.toLowerCase();
  const concepts = names.map((name) => {
    const mentions = [];
    for (let at = lower.indexOf(name.toLowerCase()); at >= 0; at = lower.indexOf(name.toLowerCase(), at + 1))
      mentions.push({ start: at, end: at + name.length });
    return { key: name, mentions };
  });
  return statedRelations(analyse(text), concepts).map((r) => `${r.subject} | ${r.label} | ${r.object}`);
}

describe("statedRelations", () => {
  it("labels a relationship with the words that join the two concepts, from the subject", () => {
    expect(read("The parser uses bit-vector operations.", ["parser", "bit-vector operations"])).toEqual([
      "parser | uses | bit-vector operations",
    ]);
    expect(read("Charles Darwin described natural selection.", ["Charles Darwin", "natural selection"])).toEqual([
      "Charles Darwin | described | natural selection",
    ]);
    expect(
      read("This is an approach to spelling correction for agglutinative languages.", [
        "spelling correction",
        "agglutinative languages",
      ]),
    ).toEqual(["spelling correction | for | agglutinative languages"]);
    expect(
      read("Speech recognition is based on acoustic modelling.", ["speech recognition", "acoustic modelling"]),
    ).toEqual(["speech recognition | is based on | acoustic modelling"]);
  });

  it("keeps the comparative of a comparison in its label", () => {
    expect(read("Quicksort tends to be much faster than heapsort.", ["quicksort", "heapsort"])).toEqual([
      "quicksort | tends to be faster than | heapsort",
    ]);
  });

  it("reads kinds: 'is a kind of', 'such as' and an apposition with an article", () => {
    expect(
      read("A convolutional network is a kind of neural network.", ["convolutional network", "neural network"]),
    ).toEqual(["convolutional network | is a kind of | neural network"]);
    expect(
      read("We compare classifiers such as decision trees and random forests.", [
        "classifiers",
        "decision trees",
        "random forests",
      ]).sort(),
    ).toEqual(
      [
        "decision trees | and | random forests",
        "decision trees | is a kind of | classifiers",
        "random forests | is a kind of | classifiers",
      ].sort(),
    );
    // "A, one of the B": the apposition names what A is one of
    expect(
      read("Dictionary construction, one of the hardest tasks, is expensive.", [
        "dictionary construction",
        "hardest tasks",
      ]),
    ).toEqual(["dictionary construction | is a kind of | hardest tasks"]);
    // the examples go on past one that is no concept, and an opener may stand between commas
    expect(
      read("Extraction starts from unstructured sources, such as the Web or newswire documents.", [
        "unstructured sources",
        "newswire documents",
      ]),
    ).toEqual(["newswire documents | is a kind of | unstructured sources"]);
    expect(
      read("Focus matters to speech synthesis systems, in particular, concept-to-speech systems.", [
        "speech synthesis systems",
        "concept-to-speech systems",
      ]),
    ).toEqual(["concept-to-speech systems | is a kind of | speech synthesis systems"]);
  });

  it("gives a relation stated to one member of a list to every member, and a means to the verb's subject", () => {
    expect(
      read("Mass spectrometry identifies proteins and metabolites.", ["mass spectrometry", "proteins", "metabolites"]),
    ).toEqual(
      expect.arrayContaining([
        "mass spectrometry | identifies | proteins",
        "mass spectrometry | identifies | metabolites",
      ]),
    );
    expect(
      read("Backpropagation trains neural networks by gradient descent.", [
        "backpropagation",
        "neural networks",
        "gradient descent",
      ]),
    ).toEqual(["backpropagation | trains | neural networks", "backpropagation | trains … by | gradient descent"]);
  });

  it("sets what follows a fronted contrast against what it names, and never reads its comma as a list or a kind", () => {
    expect(
      read("Unlike classical mechanics, quantum mechanics allows superposition.", [
        "classical mechanics",
        "quantum mechanics",
      ]),
    ).toEqual(["quantum mechanics | unlike | classical mechanics"]);
    expect(
      read("Unlike gradient descent, a genetic algorithm needs no gradient.", [
        "gradient descent",
        "genetic algorithm",
      ]),
    ).toEqual(["genetic algorithm | unlike | gradient descent"]);
  });

  it("reads 'It' and 'This method' at the start of a sentence as the previous sentence's subject, with both sentences as evidence", () => {
    const text = "Backpropagation is widely taught. It computes the gradient of the loss.";
    const relations = statedRelations(analyse(text), [
      { key: "backpropagation", mentions: [{ start: 0, end: 15 }] },
      { key: "gradient", mentions: [{ start: text.indexOf("gradient"), end: text.indexOf("gradient") + 8 }] },
    ]);
    expect(relations).toEqual([
      expect.objectContaining({
        subject: "backpropagation",
        label: "computes",
        object: "gradient",
        evidence: { start: 0, end: text.length },
      }),
    ]);
  });

  it("reads 'the method' as the last mention whose head noun it repeats", () => {
    const text = "We propose a corpus-based method for tagging. The method uses lexical statistics.";
    expect(read(text, ["corpus-based method", "tagging", "lexical statistics"])).toEqual([
      "corpus-based method | for | tagging",
      "corpus-based method | uses | lexical statistics",
    ]);
    // no earlier mention with that head: nothing is assumed
    expect(read("The method uses lexical statistics.", ["lexical statistics", "tagging"])).toEqual([]);
  });

  it("reads what a fronted phrase says of the clause after its comma: a purpose, a field, a use", () => {
    expect(
      read("In order to deal with ambiguity, the MORPA parser is provided with a probabilistic grammar.", [
        "ambiguity",
        "MORPA parser",
        "probabilistic grammar",
      ]),
    ).toEqual(["MORPA parser | is provided with | probabilistic grammar", "MORPA parser | to deal with | ambiguity"]);
    expect(
      read("In Bayesian machine learning, conjugate priors are popular.", [
        "Bayesian machine learning",
        "conjugate priors",
      ]),
    ).toEqual(["conjugate priors | in | Bayesian machine learning"]);
    expect(
      read("For statistical analysis, we propose lower bound estimation.", [
        "statistical analysis",
        "lower bound estimation",
      ]),
    ).toEqual(["lower bound estimation | for | statistical analysis"]);
    // two mentions in the phrase: which one the clause serves is not said
    expect(read("To reduce noise in images, we apply a median filter.", ["noise", "images", "median filter"])).toEqual([
      "noise | in | images",
    ]);
    // an idiom opens no place: "In this paper", "For example"
    expect(read("In this paper, we propose a tagger.", ["paper", "tagger"])).toEqual([]);
    // a noun of its own before the mention: the purpose is the effect's, not deworming's
    expect(
      read("To estimate the effect of deworming, we use a randomized trial.", ["deworming", "randomized trial"]),
    ).toEqual([]);
  });

  it("asserts nothing when the sentence does not state the two together", () => {
    // a clause of its own after a comma, with another subject
    expect(
      read("For statistical analysis, we show that lower bound estimation fails.", [
        "statistical analysis",
        "lower bound estimation",
      ]),
    ).toEqual([]);
    // two finite verbs: A's relative clause ends before the second
    expect(
      read("The population to which these estimates pertain is weighted toward compliers.", ["estimates", "compliers"]),
    ).toEqual([]);
    // a clause after a comma speaks of the whole phrase, not of a preposition's object
    expect(
      read("It counts the change in imports per worker, which combines demand factors.", ["worker", "demand factors"]),
    ).toEqual([]);
    // an indirect question: the conflict tasks are not the view's
    expect(
      read("We give a consensus view on how to design conflict tasks.", ["consensus view", "conflict tasks"]),
    ).toEqual([]);
    // a denied thing: "no slowing for B" says nothing of slowing and B
    expect(read("We saw no slowing for inserted errors.", ["slowing", "inserted errors"])).toEqual([]);
    // a comma and "that" end a cleft: the control strengthens inferences, not the observation
    expect(
      read("Only this control, not the level of observation, that can strengthen inferences.", [
        "observation",
        "inferences",
      ]),
    ).toEqual([]);
    // a negation of anything but a verb
    expect(read("Dropout without transfer learning fails.", ["dropout", "transfer learning"])).toEqual([]);
    // a third thing between them
    expect(read("The parser builds a large table of grammar rules.", ["parser", "grammar rules"])).toEqual([]);
    // a possessive: the place is taken, not Bebe Neuwirth
    expect(read("Brooke Shields will take Bebe Neuwirth's place.", ["Brooke Shields", "Bebe Neuwirth"])).toEqual([]);
    // the comma of a fronted phrase closes it: "In MT, the approach" lists nothing
    expect(
      read("In machine translation, the approach of word segmentation matters.", [
        "machine translation",
        "word segmentation",
      ]),
    ).toEqual([]);
    // a heading names things, it states nothing
    expect(read("FOOD AND AGRICULTURE", ["food", "agriculture"])).toEqual([]);
    // "that" after a verb opens a clause about what follows
    expect(read("The consultation believes that standards matter.", ["consultation", "standards"])).toEqual([]);
  });

  it("reads past what only qualifies a mention: the verb's object, an adjective, a possessive, a modifier", () => {
    // the verb's object names no concept: the verb relates its subject to what the preposition introduces
    expect(
      read("MT evaluation techniques produce useful features for paraphrase classification.", [
        "MT evaluation techniques",
        "paraphrase classification",
      ]),
    ).toEqual(["MT evaluation techniques | produce useful features for | paraphrase classification"]);
    expect(
      read("Blog post retrieval is the task of ranking blog posts.", ["blog post retrieval", "ranking blog posts"]),
    ).toEqual(["blog post retrieval | is task of | ranking blog posts"]);
    // "of" after a verb's object makes the second mention part of a third thing
    expect(read("The parser builds a large table of grammar rules.", ["parser", "grammar rules"])).toEqual([]);
    // an adjective with its preposition
    expect(
      read("The prior covers probability distributions compatible with the graph structure.", [
        "probability distributions",
        "graph structure",
      ]),
    ).toEqual(["probability distributions | compatible with | graph structure"]);
    // a possessive determiner belongs to the mention it stands before
    expect(read("We measure the time complexity of our parser.", ["time complexity", "parser"])).toEqual([
      "time complexity | of | parser",
    ]);
    // the subject heads the phrase a participle or a modifier adds to it
    expect(
      read("A flow field generated by a moving crowd is treated as a dynamical system.", [
        "flow field",
        "moving crowd",
        "dynamical system",
      ]),
    ).toEqual(["flow field | generated by | moving crowd", "flow field | is treated as | dynamical system"]);
    expect(
      read("Language models with large vocabularies are used to train a speech recognizer.", [
        "language models",
        "speech recognizer",
      ]),
    ).toEqual(["language models | are used to train | speech recognizer"]);
  });

  it("reads a list in brackets as examples of the kind before it, and one name in brackets as nothing", () => {
    expect(
      read("We apply standard evaluation methods (BLEU, NIST and WER) to paraphrases.", [
        "evaluation methods",
        "BLEU",
        "NIST",
        "WER",
      ]),
    ).toEqual(
      expect.arrayContaining([
        "BLEU | is a kind of | evaluation methods",
        "NIST | is a kind of | evaluation methods",
        "WER | is a kind of | evaluation methods",
      ]),
    );
    expect(read("We apply an evaluation method (BLEU) to paraphrases.", ["evaluation method", "BLEU"])).toEqual([]);
  });

  it("takes 'our method' for what the authors proposed, whatever they named it", () => {
    expect(
      read("We propose a joint transliteration model. Our method improves transliteration accuracy.", [
        "joint transliteration model",
        "transliteration accuracy",
      ]),
    ).toEqual(["joint transliteration model | improves | transliteration accuracy"]);
    // a paper that proposes nothing named: "our method" stands for nothing
    expect(
      read("Transliteration is hard. Our method improves transliteration accuracy.", [
        "transliteration",
        "transliteration accuracy",
      ]),
    ).toEqual([]);
  });

  it("gives a second verb to the first one's subject, and reads an abbreviation in brackets as an aside", () => {
    expect(
      read("Online action detection identifies the action type and localizes the action positions.", [
        "online action detection",
        "action type",
        "action positions",
      ]),
    ).toEqual([
      "online action detection | identifies | action type",
      "online action detection | localizes | action positions",
    ]);
    // no subject that is a mention: the second verb relates nothing
    expect(read("We extend the parser and propose a tagger.", ["parser", "tagger"])).toEqual([]);
    expect(
      read("We implement statistical voice conversion (VC) for speech enhancement.", [
        "statistical voice conversion",
        "VC",
        "speech enhancement",
      ]),
    ).toEqual(["statistical voice conversion | for | speech enhancement"]);
  });

  it("asserts nothing from a comparison's measure, a possessed thing, a purpose of a phrase's object or a list line", () => {
    // "more A than B": the subject is compared with B, A is what is counted
    expect(
      read("Date hubs participate in more genetic interactions than party hubs.", [
        "genetic interactions",
        "party hubs",
      ]),
    ).toEqual([]);
    // the jersey is retired, not Rodman
    expect(read("Pistons retires Rodman's jersey.", ["Pistons", "Rodman's"])).toEqual([]);
    // the purpose belongs to the sink, not to the Amazon
    expect(
      read("Secondary forests have a carbon sink in the Amazon to mitigate climate change.", [
        "Amazon",
        "climate change",
      ]),
    ).toEqual([]);
    // a reference line and a table of contents line
    expect(
      read("Bader, G. D. & Hogue, C. W. Protein complexes in interaction networks.", [
        "protein complexes",
        "interaction networks",
      ]),
    ).toEqual([]);
    expect(read("Farmers and local people ........ 12", ["farmers", "local people"])).toEqual([]);
    // "the market for a book is similar to ...": the book is not what is similar
    expect(
      read("The market for a public domain book is similar to the market for fish.", ["public domain book", "fish"]),
    ).toEqual([]);
  });

  it("relates nothing through a mention that only qualifies the noun after it, or a caption in title case", () => {
    // "worm prevention education": the schools received education, not worms
    expect(
      read("Treatment schools received worm prevention education through lectures.", ["treatment schools", "worm"]),
    ).toEqual([]);
    // "campaign contact in": "contact" is the noun the campaign qualifies, not its verb
    expect(
      read("Voting affects campaign contact in a downstream election.", ["campaign", "downstream election"]),
    ).toEqual([]);
    expect(
      read("The motile bacteria generate long membrane tubes upon collision.", ["motile bacteria", "membrane"]),
    ).toEqual([]);
    expect(read("Learning processes mediate stimulus– response learning.", ["learning processes", "stimulus"])).toEqual(
      [],
    );
    // the resumes are sent to the ads; the labour markets are studied
    expect(
      read("We study labor markets by sending fictitious resumes to help-wanted ads.", ["labor markets", "ads"]),
    ).toEqual([]);
    // a plural subject does take a verb in its base form
    expect(read("Neural networks learn representations.", ["neural networks", "representations"])).toEqual([
      "neural networks | learn | representations",
    ]);
    expect(
      read("Table 5. Imports from China and Employment Status of Working-Age Population within Commuting Zones", [
        "China",
        "Employment Status",
      ]),
    ).toEqual([]);
  });

  it("reads no relationship through a word used as a verb, nor a purpose through a preposition's object", () => {
    expect(
      read("Interventions that increase the motivation to vote have different downstream effects.", [
        "vote",
        "downstream effects",
      ]),
    ).toEqual([]);
    expect(
      read("We use female names for administrative and clerical jobs to increase callback rates.", [
        "jobs",
        "callback rates",
      ]),
    ).toEqual([]);
  });

  it("reads nothing through a gerund's object, a dangling preposition or a clause opened by 'that'", () => {
    expect(
      read("A major cause of missing treatment is school absenteeism.", ["treatment", "school absenteeism"]),
    ).toEqual([]);
    expect(
      read("We verified that the specification in (4) produces unbiased estimates.", ["specification", "estimates"]),
    ).toEqual([]);
    expect(
      read("The mailing informed voters that after the primary election, a chart follows.", [
        "voters",
        "primary election",
      ]),
    ).toEqual([]);
  });

  it("reads a relative clause as its own, and asserts nothing in another language", () => {
    expect(
      read("We study the channels through which temperature may affect aggregate output.", [
        "channels",
        "temperature",
        "aggregate output",
      ]),
    ).toEqual(["temperature | may affect | aggregate output"]);
    expect(
      read("Mencionam os climate bonds que financiam muito reflorestamento ao mesmo tempo.", [
        "climate bonds",
        "reflorestamento",
      ]),
    ).toEqual([]);
    // "an associative learning protocol, a cue": the protocol is not a cue
    expect(read("In an associative learning protocol, a cue is presented.", ["associative learning", "cue"])).toEqual(
      [],
    );
  });

  it("keeps a negated verb's negation in the label, and never reads it as support", () => {
    expect(read("Dropout does not improve transfer learning.", ["dropout", "transfer learning"])).toEqual([
      "dropout | does not improve | transfer learning",
    ]);
    expect(read("Dropout doesn't improve transfer learning.", ["dropout", "transfer learning"])).toEqual([
      "dropout | doesn't improve | transfer learning",
    ]);
    expect(
      read("Word segmentation is not necessarily optimal for translation.", ["word segmentation", "translation"]),
    ).toEqual(["word segmentation | is not optimal for | translation"]);
  });

  it("tells a participle from a verb that only ends like one", () => {
    for (const word of ["used", "based", "studied", "stopped", "taken", "known", "using", "running"])
      expect(isParticiple(word), word).toBe(true);
    for (const word of ["need", "bring", "open", "red"]) expect(isParticiple(word), word).toBe(false);
    expect(isParticiple("using", "past")).toBe(false);
  });
});
