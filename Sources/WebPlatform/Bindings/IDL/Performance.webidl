// Performance, as High Resolution Time declares it
// (https://w3c.github.io/hr-time/#the-performance-interface), with the members Performance
// Timeline (https://w3c.github.io/performance-timeline/#extensions-to-the-performance-interface)
// and User Timing (https://w3c.github.io/user-timing/#extensions-performance-interface) add
// in partial interfaces, declared here (the generator reads no partial interfaces) in the
// order of the prototype's properties. now() reads the model's `now` (currentTime); toJSON makes
// its object in the world ([ActionJSWorld], Window/PerformanceBinding.swift). Hand-written
// ([Custom]): mark and measure (their options' `any detail` is structured-cloned; measure's
// union of a string and a dictionary).

[Exposed=(Window,Worker)]
interface Performance : EventTarget {
  [ImplementedAs=currentTime] DOMHighResTimeStamp now();
  readonly attribute DOMHighResTimeStamp timeOrigin;
  [Custom] PerformanceMark mark(DOMString markName, optional PerformanceMarkOptions markOptions = {});
  [Custom] PerformanceMeasure measure(DOMString measureName, optional (DOMString or PerformanceMeasureOptions) startOrMeasureOptions = {}, optional DOMString endMark);
  PerformanceEntryList getEntries();
  PerformanceEntryList getEntriesByType(DOMString type);
  [ImplementedAs="getEntriesByName(_:type:)"] PerformanceEntryList getEntriesByName(DOMString name, optional DOMString type);
  undefined clearMarks(optional DOMString markName);
  undefined clearMeasures(optional DOMString measureName);
  [Default, ActionJSWorld] object toJSON();
};

typedef sequence<PerformanceEntry> PerformanceEntryList;
