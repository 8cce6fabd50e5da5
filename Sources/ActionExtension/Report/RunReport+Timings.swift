extension RunReport {
  /// How long the phases of a run took, in milliseconds, twice over: measured on the wall
  /// clock (varies between runs), and in the page's event-loop time (with the default virtual
  /// clock, the same on every run: it only moves when timers wait).
  public struct Timings: Sendable, Equatable {
    /// The durations of the phases of one run.
    public struct Phases: Sendable, Equatable {
      /// Loading the page into a document (reading the file is not included).
      public var parse: Double = 0
      /// Making the page environment, running page scripts, making the selection.
      public var setup: Double = 0
      /// Evaluating the file and `run()` until `completionFunction` (or the limit).
      public var run: Double = 0
      /// The request handler's own time, from `beginRequest` to its answer, without `run`.
      public var handler: Double = 0
      /// `finalize()` and the event loop after it.
      public var finalize: Double = 0
      /// The whole run.
      public var total: Double = 0

      /// All zero.
      public init() {}
    }

    /// Wall-clock milliseconds.
    public var wall = Phases()
    /// Event-loop milliseconds (`performance.now()` of the page).
    public var eventLoop = Phases()

    /// All zero.
    public init() {}
  }
}
