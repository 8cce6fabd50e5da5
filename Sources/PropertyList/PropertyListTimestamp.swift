import Foundation

/// ISO 8601 timestamps for ``PropertyList/date(_:)`` in JSON: `2024-01-01T00:00:00Z`, with
/// the fewest fractional-second digits that decode back to exactly the same `Date`.
///
/// Decoding reads the text as an exact decimal number of seconds since 1970, rounds it to the
/// nearest `Double`, and subtracts the 1970–2001 offset: the path a JavaScript `Date`
/// (milliseconds since 1970) takes to `NSDate`, so such dates print with at most three digits.
enum PropertyListTimestamp {
  /// Seconds from 1970-01-01 to 2001-01-01 (UTC).
  static let unixToReference: Double = 978_307_200

  /// The first and one-past-last Unix seconds of years 0000 through 9999.
  private static let representableUnixSeconds: Range<Double> = -62_167_219_200..<253_402_300_800

  /// The longest fractional-second part accepted or written.
  static let maximumFractionDigits = 18

  /// The timestamp for `date`, or `nil` when no timestamp with a four-digit year and at most
  /// ``maximumFractionDigits`` digits decodes back to exactly `date` (callers then write the
  /// seconds since 2001 as a number).
  static func format(_ date: Date) -> String? {
    let reference = date.timeIntervalSinceReferenceDate
    let unix = reference + unixToReference
    guard unix.isFinite, representableUnixSeconds.contains(unix) else { return nil }
    let whole = unix.rounded(.down)
    let fraction = unix - whole
    var scale: Int64 = 1
    for digits in 0...maximumFractionDigits {
      let nearest = Int64((fraction * Double(scale)).rounded())
      for scaled in [nearest, nearest - 1, nearest + 1] where scaled >= 0 {
        var seconds = Int64(whole)
        var fractionDigits = scaled
        if fractionDigits >= scale {
          seconds += 1
          fractionDigits -= scale
        }
        guard let text = render(unixSeconds: seconds, fraction: fractionDigits, digits: digits),
          let decoded = parse(text),
          PropertyList.sameValue(decoded.timeIntervalSinceReferenceDate, reference)
        else { continue }
        return text
      }
      if digits < maximumFractionDigits { scale *= 10 }
    }
    return nil
  }

  /// Parses `YYYY-MM-DDTHH:MM:SS[.fraction]Z` (UTC only, years 0000–9999, no leap seconds).
  static func parse(_ text: String) -> Date? {
    let bytes = Array(text.utf8)
    guard bytes.count >= 20, bytes.last == UInt8(ascii: "Z") else { return nil }
    func number(_ range: Range<Int>) -> Int64? {
      var value: Int64 = 0
      for byte in bytes[range] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int64(byte - UInt8(ascii: "0"))
      }
      return value
    }
    func byte(_ index: Int, is character: Unicode.Scalar) -> Bool {
      bytes[index] == UInt8(ascii: character)
    }
    guard byte(4, is: "-"), byte(7, is: "-"), byte(10, is: "T"), byte(13, is: ":"),
      byte(16, is: ":"), let year = number(0..<4), let month = number(5..<7),
      let day = number(8..<10), let hour = number(11..<13), let minute = number(14..<16),
      let second = number(17..<19),
      (1...12).contains(month), (1...daysInMonth(month, year: year)).contains(day),
      hour < 24, minute < 60, second < 60
    else { return nil }
    var fractionText = ""
    if bytes.count > 20 {
      let digits = 20..<(bytes.count - 1)
      guard byte(19, is: "."), (1...maximumFractionDigits).contains(digits.count),
        number(digits) != nil
      else { return nil }
      fractionText = String(decoding: bytes[digits], as: UTF8.self)
    } else if bytes.count != 20 {
      return nil
    }
    let seconds =
      days(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
    guard let unix = exactUnixSeconds(seconds, fraction: fractionText) else { return nil }
    return Date(timeIntervalSinceReferenceDate: unix - unixToReference)
  }

  /// `seconds + 0.fraction`, rounded once to the nearest `Double`.
  private static func exactUnixSeconds(_ seconds: Int64, fraction: String) -> Double? {
    guard let fractionValue = UInt64(fraction), fractionValue != 0 else {
      return Double(seconds)
    }
    if seconds >= 0 {
      return Double("\(seconds).\(fraction)")
    }
    // seconds + 0.f == -((|seconds| - 1) + (1 - 0.f)) for negative seconds.
    var power: UInt64 = 1
    for _ in 0..<fraction.count { power *= 10 }
    let complement = String(power - fractionValue)
    let padded = String(repeating: "0", count: fraction.count - complement.count) + complement
    return Double("-\(-(seconds + 1)).\(padded)")
  }

  /// The text for Unix `unixSeconds` plus `fraction` units of 10^-`digits` seconds, or `nil`
  /// when the year needs more than four digits.
  private static func render(unixSeconds: Int64, fraction: Int64, digits: Int) -> String? {
    let dayNumber = unixSeconds >= 0 ? unixSeconds / 86_400 : (unixSeconds - 86_399) / 86_400
    let secondOfDay = unixSeconds - dayNumber * 86_400
    let (year, month, day) = civil(days: dayNumber)
    guard (0...9_999).contains(year) else { return nil }
    func pad(_ value: Int64, _ width: Int) -> String {
      let text = String(value)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    var text = "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T"
    text += "\(pad(secondOfDay / 3_600, 2)):\(pad(secondOfDay % 3_600 / 60, 2)):"
    text += pad(secondOfDay % 60, 2)
    if digits > 0 { text += ".\(pad(fraction, digits))" }
    return text + "Z"
  }

  private static func isLeapYear(_ year: Int64) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  private static func daysInMonth(_ month: Int64, year: Int64) -> Int64 {
    switch month {
    case 2: return isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's `days_from_civil`).
  private static func days(year: Int64, month: Int64, day: Int64) -> Int64 {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The proleptic Gregorian date of a day number since 1970-01-01 (`civil_from_days`).
  private static func civil(days: Int64) -> (year: Int64, month: Int64, day: Int64) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra =
      (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
