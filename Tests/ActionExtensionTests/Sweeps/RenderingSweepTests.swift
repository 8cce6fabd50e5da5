import ActionExtension
import Foundation
import JSCore
import SavedPages
import Testing
import WebPlatform

/// The rendering probe over the 130 saved pages of the Readability test suite, through the
/// real preprocessing flow, compared with what WebKit (WebKitGTK 2.50) returned for each page:
/// `document.body.innerText` and four figures of the computed style of the body's elements
/// (how many are `display: none`, how many `visibility: hidden`, the count of each `display`
/// value, the element count).
///
/// The workload (the probe and WebKit's results) and the pages are shared test data kept beside
/// the repository, not in it; without them the test says so and passes. The test prints how
/// many pages match for each key and, for every page that differs, one line naming the first
/// differing key with an excerpt; it fails when a figure falls below its floor.
@Suite struct RenderingSweepTests {
  static let workload = SweepData.sharedData.appendingPathComponent("workloads/rendering")

  /// The keys of the probe's results, in the order the figures are printed.
  static let keys = ["innerText", "displayNone", "visibilityHidden", "displays", "elements"]

  /// The least number of pages (of 130) that must match WebKit for each key: what was
  /// measured. Issue 18's target is 125 for `innerText` and 128 for the others; raise the floors
  /// as the style-sheet cascade and the rendered text improve.
  ///
  /// The pages that still differ, and why (2026-12-06):
  /// - `innerText`, line wraps after text of unknown width (no font metrics, so no line
  ///   breaking of text): `msn` (a textarea wraps after a label's text), `salon-1`,
  ///   `wikipedia-3` and `yahoo-4` (WebKit drops the space at a wrap inside a paragraph).
  static let floors: [String: Int] = [
    "innerText": 126, "displayNone": 130, "visibilityHidden": 130, "displays": 130, "elements": 130,
  ]

  /// A short account of why `innerText` differs, to group the failures.
  static func reason(ours: String, webKit: String, page: [String: String]) -> String {
    let mine = Array(ours)
    let theirs = Array(webKit)
    let common = zip(mine, theirs).prefix { $0 == $1 }.count
    let a = common < mine.count ? mine[common] : nil
    let b = common < theirs.count ? theirs[common] : nil
    if page["displayNone"] != nil, page["displayNone"] != page["ours.displayNone"] {
      return "needs style sheets (display:none differs)"
    }
    if page["displays"] != nil, page["displays"] != page["ours.displays"] {
      return "needs style sheets (other display values differ)"
    }
    if page["visibilityHidden"] != nil, page["visibilityHidden"] != page["ours.visibilityHidden"] {
      return "needs style sheets (visibility differs)"
    }
    func isSpace(_ c: Character?) -> Bool { c == " " || c == "\u{A0}" }
    if a == "\t" || b == "\t" { return "table cells" }
    if a == "\n" || b == "\n" { return "line breaks" }
    if isSpace(a) || isSpace(b) { return "spaces" }
    if a == nil || b == nil { return "text missing at the end" }
    if let a, let b, a.lowercased() == b.lowercased() { return "text-transform" }
    return "different text"
  }

  @Test func renderingProbeMatchesWebKit() throws {
    guard
      let cases = try SweepData.cases(
        in: Self.workload.appendingPathComponent("webkit-rendering.jsonl.gz"))
    else {
      print(
        "RenderingSweepTests: skipped: the rendering workload is not beside the repository (\(Self.workload.path))"
      )
      return
    }
    let script = try String(
      contentsOf: Self.workload.appendingPathComponent("rendering-probe.js"), encoding: .utf8)
    var options = RunOptions()
    options.world = .page
    // WebKit's answers come from a 1024×768 window at 1x with a mouse (media queries depend
    // on it).
    options.runtime.device = DeviceProfile(
      name: "webkit-window",
      viewport: Viewport(
        width: 1024, height: 768, devicePixelRatio: 1,
        screen: Viewport.Screen(width: 1024, height: 768, orientation: .landscapePrimary),
        outerWidth: 1024, outerHeight: 768, pointer: .fine, hover: .hover),
      navigator: .macOSSafari)
    let runner = PreprocessingRunner(options: options)
    let machine = VirtualMachine()
    var matching = Dictionary(uniqueKeysWithValues: Self.keys.map { ($0, 0) })
    var lines: [String] = []
    var reasons: [String: Int] = [:]
    for testCase in cases {
      let path = SweepData.pages.appendingPathComponent(testCase.page).path
      let page = try SavedPageLoader.load(contentsOf: path, url: testCase.url)
      let report = runner.run(
        page: page, script: script, scriptURL: "rendering-probe.js", handler: NoItemsHandler(),
        virtualMachine: machine)
      let differences = SweepData.differences(report.results, testCase.webKit)
      let differing = Set(differences.map(\.key))
      for key in Self.keys where !differing.contains(key) && !differing.contains("(results)") {
        matching[key, default: 0] += 1
      }
      guard let first = differences.first else { continue }
      let ours = report.results?.dictionaryValue ?? [:]
      if differing.contains("innerText") {
        var facts = testCase.webKit
        for key in ["displayNone", "displays", "visibilityHidden"] {
          facts["ours." + key] = ours[key].flatMap(SweepData.text(of:))
        }
        let why = Self.reason(
          ours: ours["innerText"].flatMap(SweepData.text(of:)) ?? "",
          webKit: testCase.webKit["innerText"] ?? "", page: facts)
        reasons[why, default: 0] += 1
      }
      // The innerText difference when there is one (the most telling), else the first.
      let shown = differing.contains("innerText") ? "innerText" : first.key
      let mine = ours[shown].flatMap(SweepData.text(of:)) ?? "(absent)"
      let theirs = testCase.webKit[shown] ?? "(absent)"
      let common = zip(mine, theirs).prefix { $0 == $1 }.count
      let excerpt = { (text: String) in
        String(text.dropFirst(max(0, common - 15)).prefix(40)).debugDescription
      }
      lines.append(
        "\(testCase.page): \(shown) (of \(differing.sorted().joined(separator: ", "))) at \(common): actionjs \(excerpt(mine)) WebKit \(excerpt(theirs))"
      )
    }
    print("Rendering sweep over \(cases.count) pages:")
    for key in Self.keys {
      print("  \(key) equal on \(matching[key, default: 0])/\(cases.count)")
    }
    print("innerText mismatch reasons:")
    for (why, count) in reasons.sorted(by: {
      $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key)
    }) {
      print("  \(count) \(why)")
    }
    print("Pages that differ:\n" + lines.joined(separator: "\n"))
    #expect(cases.count == 130)
    for key in Self.keys {
      #expect(
        matching[key, default: 0] >= Self.floors[key, default: 0],
        "\(key) matches WebKit on \(matching[key, default: 0]) pages, below its floor \(Self.floors[key, default: 0])"
      )
    }
  }
}
