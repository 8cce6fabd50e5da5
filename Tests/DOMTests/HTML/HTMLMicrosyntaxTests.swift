import DOM
import Testing

@Suite struct HTMLMicrosyntaxTests {
  @Test(
    arguments: [
      ("42", 42), ("  -7x", -7), ("+3", 3), ("\n\t12", 12), ("0010", 10), ("-0", 0),
    ] as [(String, Int)])
  func integers(_ input: String, _ expected: Int) {
    #expect(HTMLMicrosyntax.parseInteger(input) == expected)
  }

  @Test(arguments: ["", " ", "-", "+", "x1", "- 1", "99999999999999999999999"])
  func integerErrors(_ input: String) {
    #expect(HTMLMicrosyntax.parseInteger(input) == nil)
  }

  @Test func nonNegativeIntegers() {
    #expect(HTMLMicrosyntax.parseNonNegativeInteger("5") == 5)
    #expect(HTMLMicrosyntax.parseNonNegativeInteger("-0") == 0)
    #expect(HTMLMicrosyntax.parseNonNegativeInteger("-1") == nil)
  }

  @Test(
    arguments: [
      ("1", 1), ("1.5", 1.5), (" -2.5e2xyz", -250), (".5", 0.5), ("1.", 1), ("1e", 1),
      ("1e+2", 100), ("+4", 4), ("-.5", -0.5), ("1e400", Double.greatestFiniteMagnitude),
    ] as [(String, Double)])
  func floats(_ input: String, _ expected: Double) {
    #expect(HTMLMicrosyntax.parseFloatingPoint(input) == expected)
  }

  @Test(arguments: ["", ".", "-", "e5", "x", ". 5", "+"])
  func floatErrors(_ input: String) {
    #expect(HTMLMicrosyntax.parseFloatingPoint(input) == nil)
  }

  @Test func validFloats() {
    for valid in ["1", "-1", "1.5", ".5", "1e5", "1E-5", "-0.5e+3"] {
      #expect(HTMLMicrosyntax.isValidFloatingPointNumber(valid), "\(valid)")
    }
    for invalid in ["", "+1", "1.", " 1", "1 ", "1e", "--1", "0x10", "Infinity"] {
      #expect(!HTMLMicrosyntax.isValidFloatingPointNumber(invalid), "\(invalid)")
    }
  }

  @Test(
    arguments: [
      (1, "1"), (0.5, "0.5"), (-2, "-2"), (1e21, "1e+21"), (1e-7, "1e-7"), (123.456, "123.456"),
      (0.000001, "0.000001"), (1.5e-10, "1.5e-10"), (100, "100"), (-0.0, "0"), (2.5e25, "2.5e+25"),
    ] as [(Double, String)])
  func bestRepresentation(_ value: Double, _ expected: String) {
    #expect(HTMLMicrosyntax.bestRepresentation(of: value) == expected)
  }

  @Test func colorsAndEmails() {
    #expect(HTMLMicrosyntax.isValidSimpleColor("#a0B1c2"))
    #expect(!HTMLMicrosyntax.isValidSimpleColor("#abc"))
    #expect(!HTMLMicrosyntax.isValidSimpleColor("red"))
    #expect(HTMLMicrosyntax.isValidEmailAddress("a.b+c@example.com"))
    #expect(HTMLMicrosyntax.isValidEmailAddress("x@localhost"))
    #expect(!HTMLMicrosyntax.isValidEmailAddress("@example.com"))
    #expect(!HTMLMicrosyntax.isValidEmailAddress("a@"))
    #expect(!HTMLMicrosyntax.isValidEmailAddress("a@-x.com"))
    #expect(!HTMLMicrosyntax.isValidEmailAddress("a b@x.com"))
  }

  @Test func datesAndTimes() {
    #expect(HTMLMicrosyntax.parseDate("2024-02-29") == .init(year: 2024, month: 2, day: 29))
    #expect(HTMLMicrosyntax.parseDate("2023-02-29") == nil)
    #expect(HTMLMicrosyntax.parseDate("2023-13-01") == nil)
    #expect(HTMLMicrosyntax.parseDate("23-01-01") == nil)
    #expect(HTMLMicrosyntax.parseMonth("2023-07").map { $0.year == 2023 && $0.month == 7 } == true)
    #expect(HTMLMicrosyntax.parseTime("13:45") == 49_500_000)
    #expect(HTMLMicrosyntax.parseTime("13:45:30.5") == 49_530_500)
    #expect(HTMLMicrosyntax.parseTime("24:00") == nil)
    #expect(HTMLMicrosyntax.parseTime("13:45:30.") == nil)
    #expect(HTMLMicrosyntax.parseWeek("2020-W53").map { $0.year == 2020 && $0.week == 53 } == true)
    #expect(HTMLMicrosyntax.parseWeek("2021-W53") == nil)
    #expect(HTMLMicrosyntax.daysSinceEpoch(.init(year: 1970, month: 1, day: 2)) == 1)
    #expect(HTMLMicrosyntax.date(daysSinceEpoch: 19_782) == .init(year: 2024, month: 2, day: 29))
    #expect(HTMLMicrosyntax.format(time: 49_530_500) == "13:45:30.5")
    #expect(HTMLMicrosyntax.format(time: 49_500_000) == "13:45")
  }
}
