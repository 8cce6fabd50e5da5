import ActionExtension
import JSCore
import WebPlatform

/// How one case runs: the options `actionjs run` takes, in a form a suite file and a worker
/// process can carry (`Codable`). ``runOptions`` turns them into the runner's ``RunOptions``.
public struct CaseSettings: Codable, Sendable, Hashable {
  /// The page URL to use instead of the one the file records.
  public var pageURL: String?
  /// Text to select before the run, and which match (1-based).
  public var selectText: String?
  /// Which match of ``selectText`` (1 = the first).
  public var occurrence: Int = 1
  /// A CSS selector whose first match's contents are selected before the run.
  public var selectCSS: String?
  /// The request handler.
  public var handler: CaseHandlerChoice = .echo
  /// `ios` or `macos`.
  public var platform: String = RunOptions.Platform.iOS.rawValue
  /// `isolated` or `page`.
  public var world: String = World.Kind.isolated.rawValue
  /// `plist`, `url-only`, `plist+url` or `text`.
  public var input: String = RunOptions.Input.propertyList.rawValue
  /// `strict` or `jsc`.
  public var propertyListMode: String = PropertyListConversionMode.strict.rawValue
  /// `lazy` or `eager`.
  public var timing: String = RunOptions.Timing.lazy.rawValue
  /// Whether the page's own scripts run first.
  public var pageScripts = false
  /// Fixture folders (`host/path` files answer `https://host/path`).
  public var fixtures: [String] = []
  /// Event-loop budget of `run()` and `finalize()` and the script time limit, in seconds.
  public var scriptTimeout: Double?
  /// `virtual` or `real`.
  public var clock: String = "virtual"
  /// The seed of `Math.random` and `crypto`.
  public var seed: UInt64?
  /// Whether the report keeps the document after `finalize()` (snapshots and selector
  /// expectations need it).
  public var finalHTML = false
  /// The page's transport charset (`--charset`, the suite's `charset`), an encoding label; see
  /// ``ActionExtension/RunOptions/transportCharset``.
  public var charset: String?

  /// The defaults (those of `actionjs run`).
  public init() {}

  /// Why a setting is not one the runner knows, or nil when all are valid.
  public var problem: String? {
    if RunOptions.Platform(rawValue: platform) == nil {
      return "platform must be ios or macos, not \(platform)"
    }
    if World.Kind(rawValue: world) == nil { return "world must be isolated or page, not \(world)" }
    if RunOptions.Input(rawValue: input) == nil {
      return "input must be plist, url-only, plist+url or text, not \(input)"
    }
    if PropertyListConversionMode(rawValue: propertyListMode) == nil {
      return "plist must be strict or jsc, not \(propertyListMode)"
    }
    if RunOptions.Timing(rawValue: timing) == nil {
      return "timing must be lazy or eager, not \(timing)"
    }
    if !["virtual", "real"].contains(clock) {
      return "clock must be virtual or real, not \(clock)"
    }
    if occurrence < 1 { return "occurrence must be 1 or more" }
    if selectText != nil && selectCSS != nil { return "select and selectCSS exclude each other" }
    if let scriptTimeout, !(scriptTimeout > 0 && scriptTimeout.isFinite) {
      return "timeout must be a number of seconds > 0"
    }
    return nil
  }

  /// The runner's options for these settings (invalid values keep the defaults; check
  /// ``problem`` first).
  public var runOptions: RunOptions {
    var options = RunOptions()
    if let platform = RunOptions.Platform(rawValue: platform) { options.platform = platform }
    if let world = World.Kind(rawValue: world) { options.world = world }
    if let input = RunOptions.Input(rawValue: input) { options.input = input }
    if let mode = PropertyListConversionMode(rawValue: propertyListMode) {
      options.propertyListMode = mode
    }
    if let timing = RunOptions.Timing(rawValue: timing) { options.timing = timing }
    options.runtime.runPageScripts = pageScripts
    if clock == "real" { options.runtime.timeSource = .real }
    if let seed { options.runtime.randomSeed = seed }
    if let scriptTimeout {
      options.runTimeout = scriptTimeout * 1000
      options.finalizeTimeout = scriptTimeout * 1000
      options.scriptTimeLimit = scriptTimeout
    }
    if let selectText {
      options.selection = .text(selectText, occurrence: occurrence)
    } else if let selectCSS {
      options.selection = .css(selectCSS)
    }
    options.includeFinalHTML = finalHTML
    options.transportCharset = charset
    return options
  }
}
