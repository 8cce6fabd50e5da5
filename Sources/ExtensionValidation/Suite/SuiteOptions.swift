/// The options of one suite object (the top-level `options`, or a case): those of
/// `actionjs run`, each nil when the object does not give it. A case's options override the
/// top-level ones key by key; the handler keys (`reply`, `echo`, `noReply`, `cancel`,
/// `handlerCommand`) override each other as one choice.
struct SuiteOptions {
  /// The option keys, as the suite file spells them.
  static let keys = [
    "url", "select", "occurrence", "selectCSS", "reply", "echo", "noReply", "cancel",
    "handlerCommand", "handlerTimeout", "platform", "world", "input", "plist", "timing",
    "pageScripts", "fixtures", "scriptTimeout", "timeout", "clock", "seed", "finalHTML", "snapshot",
    "charset",
  ]
  /// The keys that choose the request handler (one at most per object).
  static let handlerKeys = ["reply", "echo", "noReply", "cancel", "handlerCommand"]

  var url: String?
  var select: String?
  var occurrence: Int?
  var selectCSS: String?
  var handler: CaseHandlerChoice?
  var handlerTimeout: Double?
  var platform: String?
  var world: String?
  var input: String?
  var plist: String?
  var timing: String?
  var pageScripts: Bool?
  /// Fixture folders, resolved against the suite's folder.
  var fixtures: [String]?
  /// `scriptTimeout` (or its old spelling `timeout`): the script's event-loop budget and time
  /// limit, as `--script-timeout` gives it.
  var timeout: Double?
  var clock: String?
  var seed: UInt64?
  var finalHTML: Bool?
  var snapshot: Bool?
  /// The page's transport charset (a label; an unknown one is the case's `charset-unknown`).
  var charset: String?

  init() {}

  /// Reads the option keys of `object`; fixture paths are resolved against `folder`.
  init(_ object: SuiteObject, folder: String) throws(SuiteFileError) {
    url = try object.string("url")
    select = try object.string("select")
    if let occurrence = try object.integer("occurrence") {
      guard occurrence >= 1, let value = Int(exactly: occurrence) else {
        throw object.error("occurrence", "must be 1 or more, not \(occurrence)")
      }
      self.occurrence = value
    }
    selectCSS = try object.string("selectCSS")
    handler = try Self.handler(of: object)
    if let limit = try object.number("handlerTimeout") {
      guard limit > 0, limit.isFinite else {
        throw object.error("handlerTimeout", "must be a number of seconds > 0")
      }
      handlerTimeout = limit
    }
    platform = try object.string("platform")
    world = try object.string("world")
    input = try object.string("input")
    plist = try object.string("plist")
    timing = try object.string("timing")
    pageScripts = try object.bool("pageScripts")
    fixtures = try object.strings("fixtures")?.map { SuitePath.resolve($0, against: folder) }
    timeout = try object.number("scriptTimeout")
    if let old = try object.number("timeout") {
      // The old spelling (`--timeout` was the script budget in `run`).
      guard timeout == nil else {
        throw object.error("timeout", "is the old spelling of scriptTimeout: give one of them")
      }
      timeout = old
    }
    clock = try object.string("clock")
    if let seed = try object.integer("seed") {
      guard let value = UInt64(exactly: seed) else {
        throw object.error("seed", "must be an integer ≥ 0, not \(seed)")
      }
      self.seed = value
    }
    finalHTML = try object.bool("finalHTML")
    snapshot = try object.bool("snapshot")
    charset = try object.string("charset")
  }

  /// The handler the object chooses, if any.
  private static func handler(of object: SuiteObject) throws(SuiteFileError)
    -> CaseHandlerChoice?
  {
    let given = handlerKeys.filter(object.has)
    guard let key = given.first else { return nil }
    guard given.count == 1 else {
      throw object.error(
        nil, "\(given.joined(separator: " and ")) exclude each other: choose one handler")
    }
    switch key {
    case "reply":
      guard let value = object.value("reply"), value.dictionaryValue != nil else {
        throw object.error(
          "reply",
          "must be an object (the finalize argument), not "
            + SuiteObject.describe(object.value("reply") ?? .dictionary([:])))
      }
      return .reply(json: value.jsonString())
    case "echo", "noReply":
      guard try object.bool(key) == true else {
        throw object.error(key, "must be true (leave it out otherwise)")
      }
      return key == "echo" ? .echo : .noReply
    case "cancel":
      switch object.value("cancel") {
      case .boolean(true): return .cancel(message: nil)
      case .string(let message): return .cancel(message: message)
      case let value:
        throw object.error(
          "cancel",
          "must be true or a message, not \(value.map(SuiteObject.describe) ?? "nothing")")
      }
    default:
      guard let command = try object.string("handlerCommand"), !command.isEmpty else {
        throw object.error("handlerCommand", "must be a command, not empty")
      }
      return .command(command, timeLimit: defaultHandlerTimeout)
    }
  }

  /// Seconds a handler command may run when `handlerTimeout` is not given (as `actionjs run`).
  static let defaultHandlerTimeout = 30.0

  /// These options over `base` (each given key replaces the base's).
  func overriding(_ base: SuiteOptions) -> SuiteOptions {
    var merged = base
    if let url { merged.url = url }
    if select != nil || selectCSS != nil {
      // One way of selecting replaces the other.
      merged.select = select
      merged.selectCSS = selectCSS
    }
    if let occurrence { merged.occurrence = occurrence }
    if let handler { merged.handler = handler }
    if let handlerTimeout { merged.handlerTimeout = handlerTimeout }
    if let platform { merged.platform = platform }
    if let world { merged.world = world }
    if let input { merged.input = input }
    if let plist { merged.plist = plist }
    if let timing { merged.timing = timing }
    if let pageScripts { merged.pageScripts = pageScripts }
    if let fixtures { merged.fixtures = fixtures }
    if let timeout { merged.timeout = timeout }
    if let clock { merged.clock = clock }
    if let seed { merged.seed = seed }
    if let finalHTML { merged.finalHTML = finalHTML }
    if let snapshot { merged.snapshot = snapshot }
    if let charset { merged.charset = charset }
    return merged
  }

  /// The case settings, or why they are not valid (``CaseSettings/problem``).
  func settings(requiringCommandForTimeout: Bool = true) -> Result<CaseSettings, SettingsProblem> {
    var settings = CaseSettings()
    settings.pageURL = url
    settings.selectText = select
    if let occurrence { settings.occurrence = occurrence }
    settings.selectCSS = selectCSS
    if var handler {
      if case .command(let command, _) = handler {
        handler = .command(command, timeLimit: handlerTimeout ?? Self.defaultHandlerTimeout)
      }
      settings.handler = handler
    }
    var hasCommand = false
    if case .command = settings.handler { hasCommand = true }
    if handlerTimeout != nil && !hasCommand && requiringCommandForTimeout {
      return .failure(SettingsProblem(message: "handlerTimeout needs handlerCommand"))
    }
    if let platform { settings.platform = platform }
    if let world { settings.world = world }
    if let input { settings.input = input }
    if let plist { settings.propertyListMode = plist }
    if let timing { settings.timing = timing }
    if let pageScripts { settings.pageScripts = pageScripts }
    if let fixtures { settings.fixtures = fixtures }
    settings.scriptTimeout = timeout
    if let clock { settings.clock = clock }
    settings.seed = seed
    if let finalHTML { settings.finalHTML = finalHTML }
    settings.charset = charset
    if let problem = settings.problem { return .failure(SettingsProblem(message: problem)) }
    return .success(settings)
  }

  /// Why merged options are not valid settings.
  struct SettingsProblem: Error {
    let message: String
  }
}
