import Testing

@testable import DOM

@Suite("URLSearchParams")
struct URLSearchParamsTests {
  @Test func parsingAndSerializing() {
    let params = URLSearchParams("?a=1&&b=x+y%20z&c&=d&a=2")
    #expect(params.size == 5)
    #expect(params.get("a") == "1")
    #expect(params.getAll("a") == ["1", "2"])
    #expect(params.get("b") == "x y z")
    #expect(params.get("c") == "")
    #expect(params.get("") == "d")
    #expect(params.get("missing") == nil)
    #expect(params.toString() == "a=1&b=x+y+z&c=&=d&a=2")
    #expect(URLSearchParams("%zz=%C3%A9").toString() == "%25zz=%C3%A9")
  }

  @Test func initializers() throws {
    let pairs = URLSearchParams([("a", "1"), ("b", "2")])
    #expect(pairs.toString() == "a=1&b=2")
    #expect(try URLSearchParams(sequence: [["x", "y"]]).toString() == "x=y")
    #expect(throws: URLTypeError.self) { try URLSearchParams(sequence: [["x"]]) }
  }

  @Test func hasAndDeleteWithValue() {
    let params = URLSearchParams("a=1&a=2&b=3")
    #expect(params.has("a", "2"))
    #expect(!params.has("a", "3"))
    params.delete("a", "1")
    #expect(params.toString() == "a=2&b=3")
  }

  @Test func sortIsStableByUTF16CodeUnits() {
    // U+FFFD sorts after U+1F600 in UTF-16 (surrogates 0xD83D…), unlike by scalar value.
    let params = URLSearchParams("z=1&\u{FFFD}=2&\u{1F600}=3&a=4&z=5&a=6")
    params.sort()
    #expect(params.map(\.name) == ["a", "a", "z", "z", "\u{1F600}", "\u{FFFD}"])
    #expect(params.map(\.value) == ["4", "6", "1", "5", "3", "2"])
  }

  @Test func namesCompareByCodeUnits() {
    // Canonically equivalent but different strings are different names.
    let params = URLSearchParams([("\u{E9}", "1")])
    #expect(params.get("e\u{301}") == nil)
  }

  @Test func setReplacesTheFirstAndRemovesTheRest() {
    let params = URLSearchParams("a=1&b=2&a=3")
    params.set("a", "x")
    #expect(params.toString() == "a=x&b=2")
    params.set("c", "y")
    #expect(params.toString() == "a=x&b=2&c=y")
  }
}
