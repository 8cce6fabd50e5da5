/// Fixed-point decimal text for report figures (`0.012`, `1.50`), written the same way
/// everywhere (no locale, no exponent). Negative, NaN and infinite values are written as zero:
/// reports only hold durations.
enum DecimalText {
  /// `value` rounded to `decimals` places (0…9).
  static func fixed(_ value: Double, decimals: Int) -> String {
    let places = min(max(decimals, 0), 9)
    var scale = 1
    for _ in 0..<places { scale *= 10 }
    let scaled = (value * Double(scale)).rounded()
    guard scaled.isFinite, scaled > 0, scaled < Double(Int.max / 10) else {
      return places == 0 ? "0" : "0." + String(repeating: "0", count: places)
    }
    let units = Int(scaled)
    let whole = String(units / scale)
    guard places > 0 else { return whole }
    let fraction = String(units % scale)
    return whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
  }

}
