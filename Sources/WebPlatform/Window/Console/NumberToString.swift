/// ECMAScript's `Number::toString` in Swift: the shortest digits that round-trip (Swift's own
/// shortest representation), laid out as JavaScript does (`1e+21`, `0.000001`, `1e-7`, `-0`
/// prints as `0`).
///
/// https://tc39.es/ecma262/#sec-numeric-types-number-tostring
public enum NumberToString {
  /// `String(value)` as JavaScript computes it.
  public static func string(_ value: Double) -> String {
    // 1. If x is NaN, return "NaN". 2. If x is +0 or -0, return "0".
    if value.isNaN { return "NaN" }
    if value == 0 { return "0" }
    // 3. If x < 0, return the string-concatenation of "-" and Number::toString(-x).
    if value < 0 { return "-" + string(-value) }
    // 4. If x is +inf, return "Infinity".
    if value.isInfinite { return "Infinity" }
    // 5. Let n, k, and s be integers such that k ≥ 1, 10^(k-1) ≤ s < 10^k, s × 10^(n-k) is x,
    //    and k is as small as possible.
    let (digits, n) = shortestDigits(value)
    let k = digits.count
    // 6. If k ≤ n ≤ 21: the k digits followed by n - k zeros.
    if k <= n && n <= 21 {
      return digits + String(repeating: "0", count: n - k)
    }
    // 7. If 0 < n ≤ 21: the first n digits, ".", the remaining k - n digits.
    if 0 < n && n <= 21 {
      let split = digits.index(digits.startIndex, offsetBy: n)
      return digits[..<split] + "." + digits[split...]
    }
    // 8. If -6 < n ≤ 0: "0.", -n zeros, the digits.
    if -6 < n && n <= 0 {
      return "0." + String(repeating: "0", count: -n) + digits
    }
    // 9–10. Otherwise exponential: d[.ddd]e±(n-1).
    let exponent = n - 1
    let sign = exponent < 0 ? "-" : "+"
    let mantissa: String
    if k == 1 {
      mantissa = digits
    } else {
      mantissa = String(digits.prefix(1)) + "." + String(digits.dropFirst())
    }
    return mantissa + "e" + sign + String(abs(exponent))
  }

  /// The shortest round-trip decimal digits of a positive finite `value`, and the position of
  /// the decimal point (`value` = 0.digits × 10^n).
  static func shortestDigits(_ value: Double) -> (digits: String, n: Int) {
    let text = value.description
    var mantissa = Substring(text)
    var exponent = 0
    if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      mantissa = text[..<e]
      exponent = Int(text[text.index(after: e)...]) ?? 0
    }
    let integerPart: Substring
    let fractionPart: Substring
    if let dot = mantissa.firstIndex(of: ".") {
      integerPart = mantissa[..<dot]
      fractionPart = mantissa[mantissa.index(after: dot)...]
    } else {
      integerPart = mantissa
      fractionPart = ""
    }
    var digits = Array(integerPart + fractionPart)
    var n = integerPart.count + exponent
    while let first = digits.first, first == "0" {
      digits.removeFirst()
      n -= 1
    }
    while let last = digits.last, last == "0" { digits.removeLast() }
    if digits.isEmpty { return ("0", 1) }
    return (String(digits), n)
  }
}
