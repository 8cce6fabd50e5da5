// PerformanceEntry, as Performance Timeline declares it
// (https://w3c.github.io/performance-timeline/#the-performanceentry-interface). toJSON (the
// default toJSON steps) is hand-written.

[Exposed=(Window,Worker)]
interface PerformanceEntry {
  readonly attribute DOMString name;
  readonly attribute DOMString entryType;
  readonly attribute DOMHighResTimeStamp startTime;
  readonly attribute DOMHighResTimeStamp duration;
  [Custom, Default] object toJSON();
};
