// The HTML standard's common microsyntaxes that reflection and form controls use: integers,
// floating-point numbers, dates and times, colors and e-mail addresses.
// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html

/// Parsers and serializers for the HTML common microsyntaxes.
///
/// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html
public enum HTMLMicrosyntax {
  // MARK: - Numbers

  /// The rules for parsing integers: leading whitespace, an optional sign, digits; trailing
  /// garbage is ignored. `nil` is an error (also when the value does not fit in `Int`).
  ///
  /// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-integers
  public static func parseInteger(_ input: String) -> Int? {
    let bytes = Array(input.utf8)
    // 1–3. Start at the beginning, with a positive sign.
    var position = 0
    var negative = false
    // 4. Skip ASCII whitespace.
    while position < bytes.count, bytes[position].isASCIIWhitespace { position += 1 }
    // 5. At the end: error.
    guard position < bytes.count else { return nil }
    // 6. A sign.
    if bytes[position] == 0x2D {
      negative = true
      position += 1
    } else if bytes[position] == 0x2B {
      position += 1
    }
    // 7–8. At least one ASCII digit.
    guard position < bytes.count, isDigit(bytes[position]) else { return nil }
    // 9–10. Collect the digits and interpret them in base ten.
    var value = 0
    while position < bytes.count, isDigit(bytes[position]) {
      let digit = Int(bytes[position] - 0x30)
      let (multiplied, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (added, overflow2) = multiplied.addingReportingOverflow(digit)
      if overflow1 || overflow2 { return nil }
      value = added
      position += 1
    }
    // 11. Apply the sign.
    return negative ? -value : value
  }

  /// The rules for parsing non-negative integers: an integer that is not negative (`-0` is 0).
  ///
  /// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-non-negative-integers
  public static func parseNonNegativeInteger(_ input: String) -> Int? {
    // 1. Parse as an integer. 2. An error is an error. 3. A negative value is an error.
    guard let value = parseInteger(input), value >= 0 else { return nil }
    // 4. Return value.
    return value
  }

  /// The rules for parsing floating-point number values; `nil` is an error. Infinite results
  /// are clamped the way the standard says (to the largest finite value, with the sign).
  ///
  /// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-floating-point-number-values
  public static func parseFloatingPoint(_ input: String) -> Double? {
    let bytes = Array(input.utf8)
    // 1–2. Start at the beginning.
    var position = 0
    // 3–6. value = 1, divisor = 1, exponent = 1.
    var sign = 1.0
    // 7. Skip ASCII whitespace.
    while position < bytes.count, bytes[position].isASCIIWhitespace { position += 1 }
    // 8. At the end: error.
    guard position < bytes.count else { return nil }
    // 9. The sign.
    switch bytes[position] {
    case 0x2D:
      sign = -1
      position += 1
      guard position < bytes.count else { return nil }
    case 0x2B:
      position += 1
      guard position < bytes.count else { return nil }
    default:
      break
    }
    // 10. A "." followed by a digit starts the fraction; anything else but a digit is an error.
    if bytes[position] == 0x2E, position + 1 < bytes.count, isDigit(bytes[position + 1]) {
      // (value is 0: fall through to the fraction.)
    } else if !isDigit(bytes[position]) {
      return nil
    }
    // 11. Collect the integer digits (the digits are kept as text, so that the final value
    //     is the nearest double: the standard's arithmetic is exact).
    var digits: [UInt8] = []
    while position < bytes.count, isDigit(bytes[position]) {
      digits.append(bytes[position])
      position += 1
    }
    var fraction: [UInt8] = []
    var exponent = 0
    // 12–14. The fractional part.
    if position < bytes.count, bytes[position] == 0x2E {
      position += 1
      while position < bytes.count, isDigit(bytes[position]) {
        fraction.append(bytes[position])
        position += 1
      }
    }
    // 15. The exponent: "e" or "E", an optional sign, and at least one digit.
    if position < bytes.count, bytes[position] | 0x20 == 0x65 {
      var lookahead = position + 1
      var exponentSign = 1
      if lookahead < bytes.count, bytes[lookahead] == 0x2D || bytes[lookahead] == 0x2B {
        exponentSign = bytes[lookahead] == 0x2D ? -1 : 1
        lookahead += 1
      }
      if lookahead < bytes.count, isDigit(bytes[lookahead]) {
        var value = 0
        while lookahead < bytes.count, isDigit(bytes[lookahead]) {
          value = min(value * 10 + Int(bytes[lookahead] - 0x30), 100_000)
          lookahead += 1
        }
        exponent = exponentSign * value
      }
    }
    // 16–17. Conversion: value × 10^exponent, rounded to the nearest double; an infinite result
    //        becomes the largest finite value.
    var text = digits.isEmpty ? "0" : String(decoding: digits, as: UTF8.self)
    if !fraction.isEmpty { text += "." + String(decoding: fraction, as: UTF8.self) }
    if exponent != 0 { text += "e" + String(exponent) }
    guard var result = Double(text) else { return nil }
    if result.isInfinite { result = .greatestFiniteMagnitude }
    return sign * result
  }

  /// Whether `input` is a valid floating-point number (the strict syntax).
  ///
  /// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-floating-point-number
  public static func isValidFloatingPointNumber(_ input: String) -> Bool {
    let bytes = Array(input.utf8)
    var position = 0
    // Optionally, a "-".
    if position < bytes.count, bytes[position] == 0x2D { position += 1 }
    // One or both of: digits; "." then digits.
    let integerStart = position
    while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    let hasInteger = position > integerStart
    var hasFraction = false
    if position < bytes.count, bytes[position] == 0x2E {
      position += 1
      let fractionStart = position
      while position < bytes.count, isDigit(bytes[position]) { position += 1 }
      guard position > fractionStart else { return false }
      hasFraction = true
    }
    guard hasInteger || hasFraction else { return false }
    // Optionally: "e" or "E", an optional sign, digits.
    if position < bytes.count, bytes[position] | 0x20 == 0x65 {
      position += 1
      if position < bytes.count, bytes[position] == 0x2D || bytes[position] == 0x2B {
        position += 1
      }
      let exponentStart = position
      while position < bytes.count, isDigit(bytes[position]) { position += 1 }
      guard position > exponentStart else { return false }
    }
    return position == bytes.count
  }

  /// The best representation of `number` as a floating-point number: ECMAScript's
  /// `Number::toString` (`1`, `0.5`, `1e+21`, `1e-7`).
  ///
  /// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#best-representation-of-the-number-as-a-floating-point-number
  public static func bestRepresentation(of number: Double) -> String {
    // https://tc39.es/ecma262/#sec-numeric-types-number-tostring
    if number.isNaN { return "NaN" }
    if number == 0 { return "0" }
    if number.isInfinite { return number < 0 ? "-Infinity" : "Infinity" }
    if number < 0 { return "-" + bestRepresentation(of: -number) }
    // The shortest round-tripping digits s and the exponent n with number = 0.s × 10^n.
    let (digits, pointPosition) = shortestDigits(number)
    let k = digits.count
    let n = pointPosition
    let text = String(decoding: digits, as: UTF8.self)
    if k <= n && n <= 21 {
      return text + String(repeating: "0", count: n - k)
    }
    if 0 < n && n <= 21 {
      let split = text.utf8.index(text.utf8.startIndex, offsetBy: n)
      return String(text[..<split]) + "." + String(text[split...])
    }
    if -6 < n && n <= 0 {
      return "0." + String(repeating: "0", count: -n) + text
    }
    let exponent = n - 1
    let exponentText = (exponent < 0 ? "-" : "+") + String(abs(exponent))
    if k == 1 { return text + "e" + exponentText }
    let first = String(decoding: digits[0..<1], as: UTF8.self)
    let rest = String(decoding: digits[1...], as: UTF8.self)
    return first + "." + rest + "e" + exponentText
  }

  /// The shortest decimal digits that round-trip `number` (> 0) and the position of the decimal
  /// point relative to them, from Swift's shortest round-trip description.
  private static func shortestDigits(_ number: Double) -> (digits: [UInt8], pointPosition: Int) {
    let description = Array(number.description.utf8)
    var mantissa: [UInt8] = []
    var pointIndex: Int?
    var exponent = 0
    var index = 0
    while index < description.count {
      let byte = description[index]
      if byte == 0x2E {
        pointIndex = mantissa.count
      } else if byte == 0x65 || byte == 0x45 {
        exponent = Int(String(decoding: description[(index + 1)...], as: UTF8.self)) ?? 0
        break
      } else if isDigit(byte) {
        mantissa.append(byte)
      }
      index += 1
    }
    var position = (pointIndex ?? mantissa.count) + exponent
    // Drop leading zeros (moving the point) and trailing zeros.
    while mantissa.count > 1, mantissa.first == 0x30 {
      mantissa.removeFirst()
      position -= 1
    }
    while mantissa.count > 1, mantissa.last == 0x30 { mantissa.removeLast() }
    return (mantissa, position)
  }

  // MARK: - Colors

  /// Whether `input` is a valid simple color: `#` and six ASCII hex digits.
  ///
  /// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-simple-colour
  public static func isValidSimpleColor(_ input: String) -> Bool {
    let bytes = input.utf8
    guard bytes.count == 7, bytes.first == 0x23 else { return false }
    return bytes.dropFirst().allSatisfy(isHexDigit)
  }

  // MARK: - E-mail addresses

  /// Whether `input` is a valid e-mail address (the standard's "willful violation" of RFC 5322).
  ///
  /// https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address
  public static func isValidEmailAddress(_ input: String) -> Bool {
    let bytes = Array(input.utf8)
    guard let at = bytes.firstIndex(of: 0x40), at > 0 else { return false }
    // The local part: 1*( atext / "." ).
    for byte in bytes[..<at] where !(isAlphanumeric(byte) || emailLocalPunctuation.contains(byte)) {
      return false
    }
    // The domain: labels of 1–63 letters, digits and hyphens, not starting or ending in "-".
    let domain = bytes[(at + 1)...]
    guard !domain.isEmpty else { return false }
    for label in domain.split(separator: 0x2E, omittingEmptySubsequences: false) {
      guard !label.isEmpty, label.count <= 63, label.first != 0x2D, label.last != 0x2D else {
        return false
      }
      if !label.allSatisfy({ isAlphanumeric($0) || $0 == 0x2D }) { return false }
    }
    return true
  }

  /// The punctuation allowed in the local part of an e-mail address.
  private static let emailLocalPunctuation: Set<UInt8> = Set(".!#$%&'*+/=?^_`{|}~-".utf8)

  // MARK: - Dates and times

  /// A date: year, month (1–12), day.
  public struct DateComponents: Equatable, Sendable {
    /// The year (at least 1).
    public var year: Int
    /// The month, 1–12.
    public var month: Int
    /// The day of the month.
    public var day: Int

    /// Makes a date.
    public init(year: Int, month: Int, day: Int) {
      self.year = year
      self.month = month
      self.day = day
    }
  }

  /// The number of days in `month` of `year` (proleptic Gregorian).
  ///
  /// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#number-of-days-in-month-month-of-year-year
  public static func daysInMonth(_ month: Int, year: Int) -> Int {
    switch month {
    case 1, 3, 5, 7, 8, 10, 12: return 31
    case 4, 6, 9, 11: return 30
    default:
      let leap = (year % 400 == 0) || (year % 4 == 0 && year % 100 != 0)
      return leap ? 29 : 28
    }
  }

  /// Parses a valid month string, `YYYY-MM`, returning the year and month.
  ///
  /// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-month-string
  public static func parseMonth(_ input: String) -> (year: Int, month: Int)? {
    var scanner = Scanner(input)
    guard let result = scanner.month(), scanner.atEnd else { return nil }
    return result
  }

  /// Parses a valid date string, `YYYY-MM-DD`.
  ///
  /// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-date-string
  public static func parseDate(_ input: String) -> DateComponents? {
    var scanner = Scanner(input)
    guard let date = scanner.date(), scanner.atEnd else { return nil }
    return date
  }

  /// Parses a valid time string, `HH:MM[:SS[.s…]]`, returning milliseconds since midnight.
  ///
  /// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-time-string
  public static func parseTime(_ input: String) -> Double? {
    var scanner = Scanner(input)
    guard let time = scanner.time(), scanner.atEnd else { return nil }
    return time
  }

  /// Parses a valid local date and time string (`T` or a space between date and time),
  /// returning the date and the milliseconds since midnight.
  ///
  /// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-local-date-and-time-string
  public static func parseLocalDateAndTime(_ input: String) -> (
    date: DateComponents, time: Double
  )? {
    var scanner = Scanner(input)
    guard let date = scanner.date(), scanner.consume(0x54) || scanner.consume(0x20),
      let time = scanner.time(), scanner.atEnd
    else { return nil }
    return (date, time)
  }

  /// Parses a valid week string, `YYYY-Www`, returning the week-year and week.
  ///
  /// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-week-string
  public static func parseWeek(_ input: String) -> (year: Int, week: Int)? {
    var scanner = Scanner(input)
    // 1–5. Four or more digits, a year greater than zero.
    guard let year = scanner.digits(minimum: 4), year > 0,
      // 6. A "-", then a "W".
      scanner.consume(0x2D), scanner.consume(0x57),
      // 7–9. Exactly two digits.
      let week = scanner.digits(exactly: 2), scanner.atEnd
    else { return nil }
    // 10. The week number must be between 1 and the year's week count.
    guard week >= 1, week <= weeksInYear(year) else { return nil }
    return (year, week)
  }

  /// 53 for years whose 1 January is a Thursday, or a Wednesday in a leap year; else 52.
  ///
  /// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#week-number-of-the-last-day
  public static func weeksInYear(_ year: Int) -> Int {
    let weekday = dayOfWeek(daysSinceEpoch(DateComponents(year: year, month: 1, day: 1)))
    let leap = daysInMonth(2, year: year) == 29
    return weekday == 4 || (leap && weekday == 3) ? 53 : 52
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date.
  public static func daysSinceEpoch(_ date: DateComponents) -> Int {
    // Howard Hinnant's days_from_civil.
    let y = date.month <= 2 ? date.year - 1 : date.year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let shiftedMonth = date.month > 2 ? date.month - 3 : date.month + 9
    let dayOfYear = (153 * shiftedMonth + 2) / 5 + date.day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The date `days` days after 1970-01-01.
  public static func date(daysSinceEpoch days: Int) -> DateComponents {
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return DateComponents(year: year, month: month, day: day)
  }

  /// 0 = Sunday … 6 = Saturday.
  static func dayOfWeek(_ daysSinceEpoch: Int) -> Int {
    ((daysSinceEpoch % 7) + 7 + 4) % 7
  }

  /// Formats a date as a valid date string, `YYYY-MM-DD`.
  ///
  /// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-date-string
  public static func format(date: DateComponents) -> String {
    pad(date.year, 4) + "-" + pad(date.month, 2) + "-" + pad(date.day, 2)
  }

  /// Formats milliseconds since midnight as the shortest valid time string (`HH:MM`, then
  /// seconds and milliseconds only when not zero).
  ///
  /// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-normalised-local-date-and-time-string
  public static func format(time milliseconds: Double) -> String {
    let total = Int(milliseconds.rounded(.down))
    let hours = total / 3_600_000
    let minutes = (total / 60000) % 60
    let seconds = (total / 1000) % 60
    let millis = total % 1000
    var text = pad(hours, 2) + ":" + pad(minutes, 2)
    if seconds != 0 || millis != 0 {
      text += ":" + pad(seconds, 2)
      if millis != 0 {
        var fraction = pad(millis, 3)
        while fraction.hasSuffix("0") { fraction.removeLast() }
        text += "." + fraction
      }
    }
    return text
  }

  static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width
      ? digits
      : String(repeating: "0", count: width - digits.count)
        + digits
  }

  // MARK: - Bytes

  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  @inline(__always)
  static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
  }

  @inline(__always)
  static func isAlphanumeric(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
  }

  /// A cursor over the UTF-8 bytes of a date or time string.
  private struct Scanner {
    let bytes: [UInt8]
    var position = 0

    init(_ input: String) { bytes = Array(input.utf8) }

    var atEnd: Bool { position == bytes.count }

    mutating func consume(_ byte: UInt8) -> Bool {
      guard position < bytes.count, bytes[position] == byte else { return false }
      position += 1
      return true
    }

    /// At least `minimum` digits, as a number.
    mutating func digits(minimum: Int) -> Int? {
      let start = position
      var value = 0
      while position < bytes.count, HTMLMicrosyntax.isDigit(bytes[position]) {
        value = min(value * 10 + Int(bytes[position] - 0x30), 1_000_000_000)
        position += 1
      }
      return position - start >= minimum ? value : nil
    }

    /// Exactly `count` digits, as a number.
    mutating func digits(exactly count: Int) -> Int? {
      guard position + count <= bytes.count else { return nil }
      var value = 0
      for offset in 0..<count {
        let byte = bytes[position + offset]
        guard HTMLMicrosyntax.isDigit(byte) else { return nil }
        value = value * 10 + Int(byte - 0x30)
      }
      position += count
      return value
    }

    /// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-month-component
    mutating func month() -> (year: Int, month: Int)? {
      // 1–2. Four or more digits, a year greater than zero.
      guard let year = digits(minimum: 4), year > 0,
        // 3–5. A "-" and two digits, a month 1–12.
        consume(0x2D), let month = digits(exactly: 2), (1...12).contains(month)
      else { return nil }
      return (year, month)
    }

    /// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-date-component
    mutating func date() -> DateComponents? {
      // 1–2. A month component.
      guard let (year, month) = self.month(),
        // 3–6. A "-" and two digits, a day within the month.
        consume(0x2D), let day = digits(exactly: 2),
        day >= 1, day <= HTMLMicrosyntax.daysInMonth(month, year: year)
      else { return nil }
      return DateComponents(year: year, month: month, day: day)
    }

    /// Milliseconds since midnight.
    ///
    /// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-time-component
    mutating func time() -> Double? {
      // 1–4. Two-digit hour 0–23, ":", two-digit minute 0–59.
      guard let hour = digits(exactly: 2), hour <= 23, consume(0x3A),
        let minute = digits(exactly: 2), minute <= 59
      else { return nil }
      var milliseconds = Double(hour * 3_600_000 + minute * 60000)
      // 5. Optionally ":" and seconds: two digits, then optionally "." and 1–3 digits.
      if consume(0x3A) {
        guard let second = digits(exactly: 2), second <= 59 else { return nil }
        milliseconds += Double(second * 1000)
        if consume(0x2E) {
          let start = position
          var fraction = 0
          while position < bytes.count, HTMLMicrosyntax.isDigit(bytes[position]),
            position - start < 3
          {
            fraction = fraction * 10 + Int(bytes[position] - 0x30)
            position += 1
          }
          let count = position - start
          guard count > 0 else { return nil }
          milliseconds += Double(fraction * (count == 1 ? 100 : count == 2 ? 10 : 1))
        }
      }
      return milliseconds
    }
  }
}
