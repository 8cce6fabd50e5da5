/// The cookie-date parser (the lenient date format of `Expires` attributes).
///
/// https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-dates
enum CookieDate {
  /// Parses `input`; returns milliseconds since 1970, or `nil` when it is not a cookie date.
  static func parse(_ input: String) -> Double? {
    // 1. Using the grammar, divide the cookie-date into date-tokens.
    let tokens = input.utf8.split(whereSeparator: isDelimiter).map { Array($0) }
    var time: (Int, Int, Int)?
    var dayOfMonth: Int?
    var month: Int?
    var year: Int?
    // 2. Process each date-token sequentially in the order the date-tokens appear.
    for token in tokens {
      if time == nil, let parsed = parseTime(token) {
        time = parsed
      } else if dayOfMonth == nil, let parsed = leadingDigits(token, minimum: 1, maximum: 2) {
        dayOfMonth = parsed
      } else if month == nil, let parsed = parseMonth(token) {
        month = parsed
      } else if year == nil, let parsed = leadingDigits(token, minimum: 2, maximum: 4) {
        year = parsed
      }
    }
    guard var year, let month, let dayOfMonth, let (hour, minute, second) = time else {
      return nil
    }
    // 3–4. Two-digit years: 70–99 are 19xx, 0–69 are 20xx.
    if year >= 70 && year <= 99 {
      year += 1900
    } else if year >= 0 && year <= 69 {
      year += 2000
    }
    // 5. Abort if a field is missing or out of range.
    guard dayOfMonth >= 1, dayOfMonth <= 31, year >= 1601, hour <= 23, minute <= 59,
      second <= 59
    else { return nil }
    // 6–7. The date must exist (no February 30th).
    guard dayOfMonth <= daysInMonth(month, year: year) else { return nil }
    let days = daysFromCivil(year: year, month: month, day: dayOfMonth)
    let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second
    return Double(seconds) * 1000
  }

  /// delimiter = %x09 / %x20-2F / %x3B-40 / %x5B-60 / %x7B-7E
  static func isDelimiter(_ byte: UInt8) -> Bool {
    byte == 0x09 || (0x20...0x2F).contains(byte) || (0x3B...0x40).contains(byte)
      || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// `minimum*maximum DIGIT ( non-digit *OCTET )`: the number, or `nil`.
  static func leadingDigits(_ token: [UInt8], minimum: Int, maximum: Int) -> Int? {
    let count = token.prefix(while: isDigit).count
    guard count >= minimum, count <= maximum else { return nil }
    return token.prefix(count).reduce(0) { $0 * 10 + Int($1 - 0x30) }
  }

  /// `hms-time ( non-digit *OCTET )` with `time-field = 1*2DIGIT`.
  static func parseTime(_ token: [UInt8]) -> (Int, Int, Int)? {
    var fields: [Int] = []
    var index = 0
    for fieldIndex in 0..<3 {
      let digits = token[index...].prefix(while: isDigit)
      guard (1...2).contains(digits.count) else { return nil }
      fields.append(digits.reduce(0) { $0 * 10 + Int($1 - 0x30) })
      index += digits.count
      if fieldIndex < 2 {
        guard index < token.count, token[index] == 0x3A else { return nil }
        index += 1
      } else if index < token.count, isDigit(token[index]) {
        return nil
      }
    }
    return (fields[0], fields[1], fields[2])
  }

  /// `month = ( "jan" / "feb" / … ) *OCTET`, case-insensitive; 1–12.
  static func parseMonth(_ token: [UInt8]) -> Int? {
    guard token.count >= 3 else { return nil }
    let prefix = String(decoding: token.prefix(3).map { $0 | 0x20 }, as: UTF8.self)
    let months = [
      "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ]
    return months.firstIndex(of: prefix).map { $0 + 1 }
  }

  static func daysInMonth(_ month: Int, year: Int) -> Int {
    switch month {
    case 2:
      let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
      return leap ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
  static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let monthIndex = month > 2 ? month - 3 : month + 9
    let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
