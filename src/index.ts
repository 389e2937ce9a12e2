/** Public, typed library API. */
export * from './page/tree.js';
export * from './page/load.js';
export * from './page/labels.js';
export * from './page/static.js';
export * from './page/render.js';
export * from './visual/blocks.js';
export * from './visual/features.js';
export * from './wrapper/record.js';
// record-level broom wrappers + WPC (seed 004 ch. 8–10)
export { type WNode, type DNode, type Sign, PAREN, toDTree, fromDom, forestFromDom, combineRepeats, weight, forestWeight, notation } from './wrapper/wrapper.js';
export { WDAligner, wdDistance, psi, type Cost, type Pair } from './wrapper/align.js';
export { inferSign, mergeForests, wwCost, wwDistance } from './wrapper/induce.js';
export { extractBrooms, type Broom } from './wrapper/broom.js';
export { wpc, DEFAULT_EPSILON, type Cluster } from './wrapper/wpc.js';
export { induceLibrary, extractWithLibrary, buildDirectory, siteOf, DEFAULT_THETA, type Wrapper, type WrapperLibrary, type Match } from './wrapper/library.js';
export { updateWrappers, updateLibrary, UPDATE_THETA } from './wrapper/update.js';
export { predictPerformance, type Prediction } from './wrapper/predict.js';
export { libraryToJson, libraryFromJson, libraryToXml, libraryFromXml, loadLibraryFile, saveLibrary, WrapperFileError, SCHEMA_VERSION } from './wrapper/store.js';
export { formatResults, jsonlLine, OUTPUT_FORMATS, type OutputFormat } from './output/write.js';
export { extractPage, MODES, type Mode } from './course/auto.js';
// page classifier: the crawler's critic (issue 4 item 5)
export { courseKey, loadPageClassifier, pageClassifierFromModel, PageClassModelError, scoreSite, SITE_DEMOTION, SiteContext, titleCourseNo, type PageClassifier, type PageClassification, type PageClassModel } from './course/pageclass.js';
export { pageFeatures, FEATURE_NAMES as PAGE_FEATURE_NAMES } from './course/pagefeatures.js';
// focused crawler (seeds 001, 002, 004 ch. 3/5)
export { crawl, CrawlError, type CrawlOptions, type CrawlSummary, type FetchLogLine, type University } from './crawl/crawler.js';
export { SqliteFrontier, type Frontier, type FrontierEntry } from './crawl/frontier.js';
export { HttpFetcher, ReplayFetcher, type Fetcher, type FetchResult } from './crawl/fetch.js';
export { ReplayWeb, ReplayError } from './crawl/replay.js';
export { extractLinks, tokenize, type LinkInstance } from './crawl/features.js';
export { LinkScorer, ModelError } from './crawl/scorer.js';
export { trainScorer, readLabels, relevance, distanceToTargets } from './crawl/train.js';
export { Apprentice, type Lesson } from './crawl/apprentice.js';
export { Critic, courseCues } from './crawl/critic.js';
export { canonicalUrl, trapReason } from './crawl/url.js';
