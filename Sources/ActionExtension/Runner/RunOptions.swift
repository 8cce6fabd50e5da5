import JSCore
import WebPlatform

/// How one case runs: the choices docs/safari-behavior.md labels as defaults, each
/// configurable because Safari's behaviour is unknown there.
public struct RunOptions: Sendable {
  /// The host platform.
  public enum Platform: String, Sendable, CaseIterable {
    /// Safari on iOS: `run()` and `finalize()`.
    case iOS = "ios"
    /// Safari on macOS: `run()` only; `finalize()` is never called (§1.2).
    case macOS = "macos"
  }

  /// When the preprocessing file runs (§1.3).
  public enum Timing: String, Sendable, CaseIterable {
    /// On the handler's first load of the property-list item (the default: the only
    /// observation, O1).
    case lazy
    /// Before `beginRequest`.
    case eager
  }

  /// What happens when the handler completes without a finalize argument (§3).
  public enum FinalizeWhenEmpty: String, Sendable, CaseIterable {
    /// `finalize()` is not called (as a nil return does in Safari, O32).
    case skip
    /// `finalize({})`.
    case callEmpty = "call-empty"
    /// `finalize(undefined)`.
    case callUndefined = "call-undefined"
  }

  /// What the host offers the extension (docs/safari-behavior.md §2.3).
  public enum Input: String, Sendable, CaseIterable {
    /// Safari with a preprocessing file: one item, one property-list attachment (default).
    case propertyList = "plist"
    /// A host that only shares the URL (no preprocessing file, or not Safari): one
    /// `public.url` attachment; the script never runs.
    case urlOnly = "url-only"
    /// Both a property-list and a `public.url` attachment.
    case propertyListAndURL = "plist+url"
    /// Safari without a preprocessing file and with selected text: one `public.plain-text`
    /// attachment holding the selection.
    case text
  }

  /// What to select in the page before the script runs.
  public enum Selection: Sendable, Equatable {
    /// The `occurrence`-th match of `text` in the page's rendered text.
    case text(String, occurrence: Int)
    /// The contents of the first element matching a CSS selector.
    case css(String)
  }

  /// What the host offers. Default: the property-list attachment only.
  public var input: Input = .propertyList
  /// The platform. Default iOS.
  public var platform: Platform = .iOS
  /// The world the script runs in. Default isolated (§1.4).
  public var world: World.Kind = .isolated
  /// When preprocessing runs. Default lazy.
  public var timing: Timing = .lazy
  /// `finalize()` without a finalize argument. Default skip.
  public var finalizeWhenEmpty: FinalizeWhenEmpty = .skip
  /// Bounds on the results conversion.
  public var conversionLimits = PropertyListConversionLimits()
  /// What the handler gets for results that are not property lists (docs/safari-behavior.md
  /// §4.4): `.strict` (default) removes `NSNull`s, cycles and invalid dates, one diagnostic
  /// each; `.jsc` hands on JavaScriptCore's raw result with them kept
  /// (``ItemProvider/loadConvertedItem(forTypeIdentifier:completionHandler:)``,
  /// ``RunReport/rawResults``), one diagnostic per value kept.
  public var propertyListMode: PropertyListConversionMode = .strict
  /// The `extensionName` passed to `run()` (§1.5: the bundle identifier; `nil` leaves it out).
  public var extensionName: String? = "com.example.actionjs.action"
  /// What to select before the run, if anything.
  public var selection: Selection?
  /// How long `run()` may take to call `completionFunction`, in event-loop milliseconds
  /// (virtual by default, §1.6: 10 s).
  public var runTimeout: Double = 10_000
  /// How long `finalize()`'s timers and promises may run, in event-loop milliseconds.
  public var finalizeTimeout: Double = 10_000
  /// The longest a single script execution may take, in seconds of CPU time (an infinite
  /// loop ends with `time-limit`).
  public var scriptTimeLimit: Double = 10
  /// How long the request handler may take to answer, in real time, while it works on
  /// another thread (an `async` handler, an external command). Then `request-not-completed`.
  public var handlerTimeout: Double = 30
  /// The page environment's settings (clock, device, seed, page scripts, resources).
  public var runtime = Runtime.Options()
  /// Whether the report carries the page's HTML after `finalize()`.
  public var includeFinalHTML = false
  /// Whether an HTML page with no byte order mark, no transport charset (`--charset`, an
  /// archive's charset) and no `<meta>` declaration is read as UTF-8 when its bytes are valid
  /// UTF-8 holding non-ASCII (as Chrome and Firefox read local files), else as windows-1252.
  /// `false` reads every such page as windows-1252, the HTML standard's default; so does a
  /// transport charset of `windows-1252`.
  public var detectsUTF8 = true
  /// The page's transport charset, an encoding label (https://encoding.spec.whatwg.org/#names-and-labels),
  /// as an HTTP `Content-Type` charset would give it: it replaces the saved page's own (a web
  /// archive's `WebResourceTextEncodingName`, an MHTML part's charset), wins over a `<meta>`
  /// declaration and UTF-8 detection, and loses to a byte order mark, as the HTML standard's
  /// encoding sniffing orders them. An unknown label gives the diagnostic `charset-unknown` and
  /// nothing runs.
  public var transportCharset: String?

  /// The defaults.
  public init() {}
}
