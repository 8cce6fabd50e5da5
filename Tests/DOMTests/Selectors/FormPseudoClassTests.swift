import DOM
import HTMLParsing
import Testing

@Suite struct FormPseudoClassTests {
  static let page = """
    <!DOCTYPE html><body>
    <form>
    <input id="t1"><input id="t2" readonly><input id="t3" disabled><input id="h1" type="hidden" required>
    <input id="c1" type="checkbox" checked><input id="c2" type="CHECKBOX"><input id="r1" type="radio" checked>
    <input id="n1" type="number" required placeholder="n"><input id="ph1" placeholder="type">
    <input id="ph2" placeholder="type" value="v"><input id="ph3" placeholder="">
    <input id="b1" type="button" placeholder="x">
    <textarea id="ta1" placeholder="p"></textarea><textarea id="ta2" readonly>x</textarea>
    <select id="sel1" required><option id="o1" selected>a</option><option id="o2" disabled>b</option>
      <optgroup id="og1" disabled><option id="o3">c</option></optgroup></select>
    <button id="btn1">b</button>
    <fieldset id="fs1" disabled><legend id="lg1"><input id="inlegend"></legend>
      <legend id="lg2"><input id="insecondlegend"></legend><input id="infs">
      <fieldset id="fs2"><input id="innerfs"></fieldset></fieldset>
    </form>
    <div id="ed" contenteditable><span id="ined"></span><p id="noted" contenteditable="false"></p></div>
    <a id="lnk" href="x">l</a>
    </body>
    """

  static func ids(_ selectors: String) throws -> [String] {
    let document = HTMLParser.parseDocument(page)
    return try document.querySelectorAll(selectors).compactMap { ($0 as? Element)?.id }.filter {
      !$0.isEmpty
    }
  }

  static let cases: [(String, [String])] = [
    (":checked", ["c1", "r1", "o1"]),
    ("input:not(:checked)[type=checkbox]", ["c2"]),
    (
      ":disabled",
      ["t3", "o2", "og1", "o3", "fs1", "insecondlegend", "infs", "fs2", "innerfs"]
    ),
    (
      "input:enabled",
      ["t1", "t2", "h1", "c1", "c2", "r1", "n1", "ph1", "ph2", "ph3", "b1", "inlegend"]
    ),
    ("option:enabled", ["o1"]),
    (":required", ["n1", "sel1"]),
    ("textarea:optional, select:optional", ["ta1", "ta2"]),
    (
      "input:optional",
      [
        "t1", "t2", "t3", "h1", "c1", "c2", "r1", "ph1", "ph2", "ph3", "b1", "inlegend",
        "insecondlegend", "infs", "innerfs",
      ]
    ),
    ("input:read-write", ["t1", "n1", "ph1", "ph2", "ph3", "inlegend"]),
    ("textarea:read-write", ["ta1"]),
    ("div :read-write, div:read-write", ["ed", "ined"]),
    ("p:read-only", ["noted"]),
    (":placeholder-shown", ["n1", "ph1", "ta1"]),
    ("a:link:any-link", ["lnk"]),
  ]

  @Test(arguments: cases)
  func matchesFormStates(_ selectors: String, _ expected: [String]) throws {
    #expect(try Self.ids(selectors) == expected)
  }
}
