// A plain English stop-word list (function words only), kept here so the measures do not move when the product's
// own lists change.
const words = `a about above after again against all almost also although am among an and another any anyone
anything are around as at be because been before being below between both but by can cannot could did do does
doing done down during each either else enough etc even ever every few for from further get gets got had has have
having he her here hers herself him himself his how however i if in into is it its itself just least less let like
many may me might more most much must my myself neither no nor not now of off often on once one only onto or other
others otherwise our ours ourselves out over own per perhaps rather same several shall she should since so some
such than that the their theirs them themselves then there therefore these they this those though through thus to
too toward towards under until up upon us very via was we well were what whatever when where whereas whether which
while who whom whose why will with within without would yet you your yours yourself yourselves`;

export const stopWords: ReadonlySet<string> = new Set(words.split(/\s+/).filter(Boolean));

export const isStopWord = (word: string): boolean => stopWords.has(word.toLowerCase());
