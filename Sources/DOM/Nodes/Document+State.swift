// Document state from the HTML standard that a saved page does not carry: readiness,
// visibility, the current script, the last modification date, the referrer, design mode, and
// the hooks through which links and forms ask for navigations.
// https://html.spec.whatwg.org/multipage/dom.html#the-document-object

/// The current document readiness. https://html.spec.whatwg.org/multipage/dom.html#current-document-readiness
public enum DocumentReadyState: String, Sendable {
  case loading, interactive, complete
}

/// A local date and time, as `document.lastModified` shows it.
///
/// https://html.spec.whatwg.org/multipage/dom.html#dom-document-lastmodified
public struct DocumentTimestamp: Equatable, Sendable {
  /// The year.
  public var year: Int
  /// The month, 1–12.
  public var month: Int
  /// The day of the month, 1–31.
  public var day: Int
  /// The hour, 0–23.
  public var hour: Int
  /// The minute, 0–59.
  public var minute: Int
  /// The second, 0–59.
  public var second: Int

  /// Makes a timestamp from its fields.
  public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
    self.year = year
    self.month = month
    self.day = day
    self.hour = hour
    self.minute = minute
    self.second = second
  }

  /// The local time `unixTime` seconds after 1970-01-01T00:00:00Z, in a time zone
  /// `utcOffset` seconds ahead of UTC.
  public init(unixTime: Int64, utcOffset: Int = 0) {
    let local = unixTime + Int64(utcOffset)
    let days = Int((Double(local) / 86400).rounded(.down))
    let seconds = Int(local - Int64(days) * 86400)
    let date = HTMLMicrosyntax.date(daysSinceEpoch: days)
    self.init(
      year: date.year, month: date.month, day: date.day, hour: seconds / 3600,
      minute: (seconds / 60) % 60, second: seconds % 60)
  }

  /// `MM/DD/YYYY hh:mm:ss`, two digits per field but the year's four.
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#dom-document-lastmodified
  public var formatted: String {
    let date =
      HTMLMicrosyntax.pad(month, 2) + "/" + HTMLMicrosyntax.pad(day, 2) + "/"
      + HTMLMicrosyntax.pad(year, 4)
    return date + " " + HTMLMicrosyntax.pad(hour, 2) + ":" + HTMLMicrosyntax.pad(minute, 2) + ":"
      + HTMLMicrosyntax.pad(second, 2)
  }
}

extension Document {
  /// The current document readiness: `complete` unless the runtime says otherwise (setting it
  /// fires no event; see `updateReadiness`).
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#dom-document-readystate
  public var readyState: DocumentReadyState {
    get { htmlStateStorage?.readyState ?? .complete }
    set { htmlState.readyState = newValue }
  }

  /// Updates the current document readiness and fires `readystatechange` at the document when
  /// it changed.
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#update-the-current-document-readiness
  public func updateReadiness(_ readiness: DocumentReadyState) {
    // 1. If document's current document readiness equals readinessValue, then return.
    guard readyState != readiness else { return }
    // 2. Set document's current document readiness to readinessValue.
    readyState = readiness
    // 3–5. (Timing info is not kept.) Fire an event named readystatechange at document.
    fireEvent(Event("readystatechange"))
  }

  /// Always `visible`: there is one, visible, top-level traversable.
  ///
  /// https://html.spec.whatwg.org/multipage/interaction.html#dom-document-visibilitystate
  public var visibilityState: String { "visible" }

  /// Always `false`. https://html.spec.whatwg.org/multipage/interaction.html#dom-document-hidden
  public var hidden: Bool { false }

  /// The `script` element being run, set by the runtime; held weakly.
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#dom-document-currentscript
  public var currentScript: Element? {
    get { htmlStateStorage?.currentScript }
    set { htmlState.currentScript = newValue }
  }

  /// The source's last modification time, when known (set by the runtime).
  public var lastModifiedDate: DocumentTimestamp? {
    get { htmlStateStorage?.lastModified }
    set { htmlState.lastModified = newValue }
  }

  /// `lastModifiedDate` as `MM/DD/YYYY hh:mm:ss`; when it is unknown, the Unix epoch (browsers
  /// give the current time: the runtime should set `lastModifiedDate`).
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#dom-document-lastmodified
  public var lastModified: String {
    (lastModifiedDate ?? DocumentTimestamp(unixTime: 0)).formatted
  }

  /// The URL of the document that linked here, or `""`; set by the runtime.
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#dom-document-referrer
  public var referrer: String {
    get { htmlStateStorage?.referrer ?? "" }
    set { htmlState.referrer = newValue }
  }

  /// The `html` element's `dir` attribute, limited to known values; `""` (and setting does
  /// nothing) without an `html` document element.
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#dom-document-dir
  public var dir: String {
    get {
      guard let html = documentElement, html.isHTML("html") else { return "" }
      return EnumeratedAttribute.dir.state(of: html.attributeValue(localName: "dir")) ?? ""
    }
    set {
      guard let html = documentElement, html.isHTML("html") else { return }
      html.setAttributeValue(localName: "dir", newValue)
    }
  }

  /// `on` or `off` (the default); setting accepts either, ASCII case-insensitively.
  ///
  /// https://html.spec.whatwg.org/multipage/interaction.html#dom-document-designmode
  public var designMode: String {
    get { htmlStateStorage?.designModeEnabled == true ? "on" : "off" }
    set {
      // 1. Let value be the given value, converted to ASCII lowercase.
      // 2. If value is "on" and this's design mode enabled is false, then set it to true.
      // 3. If value is "off", then set this's design mode enabled to false.
      switch newValue.asciiLowercased() {
      case "on": htmlState.designModeEnabled = true
      case "off": htmlState.designModeEnabled = false
      default: break
      }
    }
  }

  /// Called when an `a` or `area` element is activated, instead of navigating: the runtime
  /// records or performs the navigation. https://html.spec.whatwg.org/multipage/links.html#following-hyperlinks-2
  public var navigationHandler: ((HTMLNavigationRequest) -> Void)? {
    get { htmlStateStorage?.navigationHandler }
    set { htmlState.navigationHandler = newValue }
  }

  /// Called when a form is submitted (after its `submit` event, unless canceled), instead of
  /// navigating. https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#form-submission-algorithm
  public var formSubmissionHandler: ((FormSubmission) -> Void)? {
    get { htmlStateStorage?.formSubmissionHandler }
    set { htmlState.formSubmissionHandler = newValue }
  }
}
