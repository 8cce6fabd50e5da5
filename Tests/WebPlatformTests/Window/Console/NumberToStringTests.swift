import JSCore
import Testing

@testable import WebPlatform

@Suite("NumberToString")
struct NumberToStringTests {
  static let samples: [Double] = [
    0, -0.0, 1, -1, 0.1, 0.5, 1.5, 100, 123.456, 1e21, 1e20, 1.2345678901234568e20, 1e-6,
    1e-7, 1.5e-7, 0.000001234, 9_007_199_254_740_992, 9_007_199_254_740_994, 1.7976931348623157e308,
    Double.leastNonzeroMagnitude, .nan,
    .infinity, -.infinity, 0.1 + 0.2, 1 / 3, -1e-10, 4.35, 1e100, 123e-20, 25, 1e15, 1e16,
  ]

  @Test(arguments: samples)
  func matchesJavaScript(_ value: Double) throws {
    let context = JSContext()
    let expected = context.number(value).toString()
    #expect(NumberToString.string(value) == expected)
  }

  @Test func layouts() {
    #expect(NumberToString.string(1e21) == "1e+21")
    #expect(NumberToString.string(-0.0) == "0")
    #expect(NumberToString.string(1.5e-7) == "1.5e-7")
    #expect(NumberToString.string(0.000001) == "0.000001")
    #expect(NumberToString.string(100) == "100")
  }
}
