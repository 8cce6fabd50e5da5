/// Punycode, the Bootstring encoding of Unicode labels as ASCII (`xn--` labels).
///
/// https://www.rfc-editor.org/rfc/rfc3492
enum Punycode {
  // RFC 3492 §5: parameter values for Punycode.
  private static let base = 36
  private static let tMin = 1
  private static let tMax = 26
  private static let skew = 38
  private static let damp = 700
  private static let initialBias = 72
  private static let initialN = 0x80
  /// A bound well above any code point, so arithmetic on `Int` cannot overflow.
  private static let limit = Int(Int32.max)

  /// RFC 3492 §6.1: bias adaptation.
  private static func adapt(_ delta: Int, numPoints: Int, firstTime: Bool) -> Int {
    var delta = firstTime ? delta / damp : delta / 2
    delta += delta / numPoints
    var k = 0
    while delta > ((base - tMin) * tMax) / 2 {
      delta /= base - tMin
      k += base
    }
    return k + (base - tMin + 1) * delta / (delta + skew)
  }

  private static func threshold(_ k: Int, bias: Int) -> Int {
    k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
  }

  private static func encodeDigit(_ digit: Int) -> Unicode.Scalar {
    // 0–25 are a–z, 26–35 are 0–9.
    Unicode.Scalar(UInt8(digit < 26 ? 0x61 + digit : 0x30 + digit - 26))
  }

  private static func decodeDigit(_ scalar: Unicode.Scalar) -> Int? {
    switch scalar.value {
    case 0x41...0x5A: return Int(scalar.value) - 0x41
    case 0x61...0x7A: return Int(scalar.value) - 0x61
    case 0x30...0x39: return Int(scalar.value) - 0x30 + 26
    default: return nil
    }
  }

  /// RFC 3492 §6.3: the Punycode encoding of `input` (without the `xn--` prefix), or `nil` on
  /// overflow.
  static func encode(_ input: [Unicode.Scalar]) -> String? {
    // Let n = initial_n, delta = 0, bias = initial_bias.
    var n = initialN
    var delta = 0
    var bias = initialBias
    // Copy the basic code points to the output in order, followed by a delimiter if any.
    var output = String.UnicodeScalarView()
    for scalar in input where scalar.value < 0x80 { output.append(scalar) }
    let basicCount = output.count
    var handled = basicCount
    if basicCount > 0 { output.append("-") }
    // While h < length(input):
    while handled < input.count {
      // Let m = the minimum code point >= n in the input.
      guard let m = input.lazy.map({ Int($0.value) }).filter({ $0 >= n }).min() else { break }
      // Increment delta by (m - n) * (h + 1), failing on overflow.
      delta += (m - n) * (handled + 1)
      guard delta < limit else { return nil }
      n = m
      for scalar in input {
        let c = Int(scalar.value)
        if c < n {
          delta += 1
          guard delta < limit else { return nil }
        }
        if c == n {
          // Represent delta as a generalized variable-length integer.
          var q = delta
          var k = base
          while true {
            let t = threshold(k, bias: bias)
            if q < t { break }
            output.append(encodeDigit(t + (q - t) % (base - t)))
            q = (q - t) / (base - t)
            k += base
          }
          output.append(encodeDigit(q))
          bias = adapt(delta, numPoints: handled + 1, firstTime: handled == basicCount)
          delta = 0
          handled += 1
        }
      }
      delta += 1
      n += 1
    }
    return String(output)
  }

  /// RFC 3492 §6.2: the code points that `input` (without the `xn--` prefix) encodes, or `nil`
  /// when it is not valid Punycode.
  static func decode(_ input: [Unicode.Scalar]) -> [Unicode.Scalar]? {
    guard input.allSatisfy({ $0.isASCII }) else { return nil }
    var n = initialN
    var i = 0
    var bias = initialBias
    // Consume all code points before the last delimiter (if any) as basic code points.
    let delimiter = input.lastIndex(of: "-")
    var output: [Unicode.Scalar] = delimiter.map { Array(input[..<$0]) } ?? []
    var position = delimiter.map { $0 + 1 } ?? 0
    while position < input.count {
      let oldI = i
      var w = 1
      var k = base
      while true {
        guard position < input.count, let digit = decodeDigit(input[position]) else { return nil }
        position += 1
        i += digit * w
        guard i < limit else { return nil }
        let t = threshold(k, bias: bias)
        if digit < t { break }
        w *= base - t
        guard w < limit else { return nil }
        k += base
      }
      bias = adapt(i - oldI, numPoints: output.count + 1, firstTime: oldI == 0)
      n += i / (output.count + 1)
      guard n < limit else { return nil }
      i %= output.count + 1
      // A decoded basic code point or a non-scalar value is invalid.
      guard n >= 0x80, let scalar = Unicode.Scalar(UInt32(n)) else { return nil }
      output.insert(scalar, at: i)
      i += 1
    }
    return output
  }
}
