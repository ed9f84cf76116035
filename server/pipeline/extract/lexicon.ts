/** Word lists the extractor uses: junk concepts, generic modifiers and category cues. All lower case. */

/** Never a concept on their own, and never part of a noun phrase. */
export const stopWords = new Set([
  "i", "me", "my", "we", "us", "our", "ours", "you", "your", "he", "him", "his", "she", "her", "it", "its", "they",
  "them", "their", "this", "that", "these", "those", "which", "who", "whom", "whose", "what", "there", "here", "a",
  "an", "the", "and", "or", "but", "nor", "so", "yet", "of", "to", "in", "on", "at", "by", "for", "with", "from",
  "into", "onto", "over", "under", "as", "than", "then", "is", "are", "was", "were", "be", "been", "being", "am",
  "has", "have", "had", "do", "does", "did", "can", "could", "may", "might", "must", "shall", "should", "will",
  "would", "not", "no", "yes", "all", "any", "each", "every", "some", "such", "other", "another", "more", "most",
  "less", "least", "much", "many", "few", "several", "own", "same", "very", "also", "just", "only", "even", "both",
  "either", "neither", "one", "ones", "etc", "eg", "ie", "e.g.", "i.e.", "aka", "a.k.a.", "viz", "viz.", "et", "al", "al.", "via", "per", "vs",
  "versus", "thereof", "therein", "whereby", "wherein", "hence", "thus", "however", "therefore", "moreover",
  "furthermore", "although", "though", "while", "whilst", "because", "since", "if", "unless", "whether", "about",
  "above", "below", "between", "among", "within", "without", "through", "throughout", "during", "before", "after",
  "upon", "yourself", "itself", "themselves", "ourselves", "himself", "herself", "something", "anything",
  "everything", "nothing", "someone", "anyone", "everyone", "somebody", "anybody", "everybody", "nobody", "none",
  "way", "ways", "lot", "lots", "thing", "things", "stuff", "kind", "kinds", "sort", "sorts", "mr", "mrs", "ms",
  "dr", "prof", "fig", "figs", "eq", "eqs", "ref", "refs", "sec", "cf", "approx", "ca",
]);

/**
 * Words that say nothing about a topic when they are a concept alone ("paper", "result", "approach" ...).
 * They may still be the head of a longer phrase ("proposed approach" is still dropped by the modifier list,
 * "Bayesian approach" is kept).
 */
export const genericNouns = new Set([
  "paper", "article", "study", "studies", "work", "result", "approach", "method", "methods", "problem", "issue",
  "question", "case", "example", "instance", "number", "use", "usage", "part", "type", "form", "set", "order", "fact",
  "aspect", "point", "time", "year", "years", "day", "section", "chapter", "figure", "table", "author", "authors",
  "reader", "people", "person", "term", "terms", "word", "name", "level", "degree", "amount", "value", "values",
  "effect", "effects", "change", "changes", "difference", "addition", "basis", "means", "purpose", "goal", "aim",
  "idea", "ideas", "view", "side", "end", "beginning", "start", "rest", "place", "area", "field", "range", "scale",
  "variety", "majority", "minority", "lack", "need", "role", "importance", "advantage", "disadvantage", "benefit",
  "feature", "features", "property", "properties", "condition", "conditions", "factor", "factors", "element",
  "elements", "component", "detail", "details", "information", "data", "system", "model", "process", "technique",
  "application", "applications", "performance", "analysis", "research", "development", "implementation",
  "evaluation", "experiment", "experiments", "test", "tests", "finding", "findings", "conclusion", "introduction",
  "discussion", "summary", "overview", "review", "contribution", "solution", "solutions", "task", "tasks", "step",
  "steps", "stage", "phase", "state", "situation", "context", "framework", "concept", "concepts", "notion",
  "literature", "evidence", "support", "attempt", "effort", "focus", "interest", "challenge", "opportunity",
  "success", "failure", "quality", "size", "length", "rate", "ratio", "percentage", "total", "average", "group",
  "member", "members", "team", "individual", "individuals", "user", "users", "object", "objects", "item", "items",
  "version", "line", "lines", "page", "pages", "note", "notes", "report", "reports", "list", "lists", "kind",
  "manner", "mean", "sense", "account", "regard", "respect", "term", "matter", "reason", "cause", "consequence",
  "outcome", "output", "input", "source", "target", "subject", "topic", "theme", "content", "structure", "function",
  "operation", "action", "activity", "activities", "behavior", "behaviour", "measure", "measures", "measurement",
  "process", "procedure", "mechanism", "strategy", "scheme", "design", "tool", "tools", "resource", "resources",
  "area", "domain", "environment", "world", "life", "today", "future", "past", "present", "year", "month", "week",
  "hour", "minute", "second", "moment", "period", "lot", "deal", "bit", "piece", "half", "whole", "couple",
  "respect", "regard", "account", "basis", "light", "help", "attention", "sake", "behalf", "instead", "addition",
  "contrast", "comparison", "relation", "relationship", "connection", "link", "interaction", "impact", "influence",
]);

/** Evaluative or deictic modifiers stripped from the front of a phrase ("novel method" → "method"). */
export const weakModifiers = new Set([
  "new", "novel", "proposed", "present", "presented", "recent", "previous", "prior", "existing", "further", "main",
  "important", "significant", "good", "better", "best", "great", "greater", "greatest", "major", "minor", "key",
  "certain", "particular", "specific", "general", "various", "different", "similar", "same", "other", "such",
  "many", "several", "numerous", "few", "more", "most", "less", "least", "much", "first", "second", "third", "last",
  "final", "next", "following", "above", "below", "former", "latter", "current", "possible", "potential", "real",
  "actual", "typical", "usual", "common", "standard", "simple", "basic", "overall", "entire", "whole", "full",
  "total", "additional", "extra", "above-mentioned", "aforementioned", "respective", "corresponding", "relevant",
  "appropriate", "suitable", "useful", "effective", "efficient", "interesting", "promising", "successful",
  "powerful", "substantial", "considerable", "extensive", "comprehensive", "detailed", "careful", "thorough",
  "clear", "obvious", "strong", "weak", "poor", "excellent", "superior", "inferior", "crucial", "critical",
  "essential", "fundamental", "necessary", "sufficient", "own", "individual", "unique", "distinct", "separate",
  "single", "multiple", "initial", "original", "early", "late", "later", "earlier", "modern", "traditional",
  "conventional", "well-known", "so-called", "given", "known", "unknown", "able", "unable",
  "likely", "unlikely", "related", "associated", "based", "used", "due",
]);

/** Heads that make a phrase a method (category "methodology"): how something is done. */
export const methodHeads = new Set([
  "method", "methodology", "technique", "algorithm", "procedure", "approach", "strategy", "heuristic", "estimation",
  "estimator", "optimization", "optimisation", "regression", "sampling", "survey", "simulation", "workflow",
  "pipeline", "scheme", "training", "learning", "classification", "clustering", "search", "filtering", "encoding",
  "decoding", "inference", "calibration", "measurement", "modeling", "modelling", "programming", "approximation",
  "decomposition", "interpolation", "validation", "evaluation", "assessment", "analysis", "meta-analysis", "trial",
  "interview", "questionnaire", "recipe", "descent", "normalization", "normalisation", "regularization",
  "regularisation", "augmentation", "distillation", "pruning", "tuning", "fine-tuning", "pre-training", "pretraining",
  "sequencing", "staining", "assay", "test", "testing", "screening", "imputation", "test",
]);

/** Heads that make a phrase a theory or an abstract result (category "theoretical"). */
export const theoryHeads = new Set([
  "theory", "theorem", "principle", "law", "hypothesis", "conjecture", "lemma", "axiom", "postulate", "paradigm",
  "doctrine", "paradox", "corollary", "proposition", "bound", "inequality", "invariance", "duality", "calculus",
  "relativity", "thermodynamics",
]);

/** Heads that make a phrase a made, technical thing (category "technical"). */
export const technicalHeads = new Set([
  "system", "architecture", "network", "model", "dataset", "corpus", "benchmark", "tool", "toolkit", "protocol",
  "library", "framework", "platform", "software", "hardware", "device", "engine", "machine", "sensor", "circuit",
  "database", "interface", "server", "processor", "chip", "compiler", "controller", "robot", "encoder", "decoder",
  "layer", "embedding", "transformer", "module", "component", "solver", "simulator", "application", "program",
  "code", "api", "language", "format", "standard", "registry", "service", "agent", "classifier", "detector",
  "generator", "discriminator", "tokenizer", "parser", "index", "cache", "memory", "storage", "instrument",
  "apparatus", "equipment", "vector", "matrix", "tree", "graph", "queue", "kernel", "function", "mechanism",
]);

/** Heads that make a capitalised name an organisation. */
export const organizationHeads = new Set([
  "university", "institute", "institution", "college", "school", "laboratory", "laboratories", "lab", "labs",
  "company", "corporation", "corp", "inc", "ltd", "llc", "gmbh", "plc", "agency", "association", "society",
  "foundation", "council", "committee", "commission", "ministry", "department", "bureau", "organization",
  "organisation", "federation", "consortium", "bank", "parliament", "congress", "senate", "government", "academy",
  "hospital", "clinic", "museum",
]);

/** Heads that make a phrase a place. */
export const placeHeads = new Set([
  "city", "country", "state", "province", "region", "county", "river", "lake", "mountain", "mountains", "island",
  "islands", "ocean", "sea", "valley", "desert", "street", "avenue", "road", "bay", "coast", "continent", "kingdom",
  "republic", "village", "town", "district", "park", "peninsula", "strait", "gulf", "canal", "forest",
]);

/** Honorifics before a person's name. */
export const personTitles = new Set([
  "mr", "mrs", "ms", "miss", "dr", "prof", "professor", "sir", "dame", "lord", "lady", "president", "senator",
  "king", "queen", "prince", "princess", "pope", "saint", "st", "general", "captain", "judge", "justice", "rev",
]);
