// What the benchmark took from Foundation, written on Glibc: `String(format:)` (with `%@` for
// any value), reading a file, a path's last component. The benchmark does not link Foundation
// because `peak` measures the process's peak resident memory, and Foundation's libraries (not
// used by `DOM` or `HTMLParsing`) put 8 MB of their code and data pages in it before any parse
// (BENCHMARKS.md, "peak memory on the 20 MB page").
#if canImport(Glibc)
  import Glibc
#endif

extension String {
  /// `format` with `%@` (any value, through `String(describing:)`), `%d` and `%f`
  /// conversions, their widths and precisions as `printf` reads them.
  init(format: String, _ arguments: any FormatArgument...) {
    var result = ""
    var remaining = arguments[...]
    var characters = format[...]
    while let percent = characters.firstIndex(of: "%") {
      result += characters[..<percent]
      var end = characters.index(after: percent)
      while end < characters.endIndex, "0123456789.-+ #".contains(characters[end]) {
        end = characters.index(after: end)
      }
      guard end < characters.endIndex else { break }
      let conversion = characters[end]
      let specification = String(characters[percent...end])
      characters = characters[characters.index(after: end)...]
      if conversion == "%" {
        result += "%"
        continue
      }
      let argument = remaining.popFirst()
      switch (conversion, argument) {
      case ("d", let value as Int): result += Self.printf(specification.dropLast() + "ld", value)
      case ("f", let value as Double): result += Self.printf(specification, value)
      default:
        // `%@`: the value's description, right-aligned in the width when one is given.
        let text = argument.map { String(describing: $0) } ?? ""
        let width = Int(specification.dropFirst().dropLast()) ?? 0
        result += String(repeating: " ", count: Swift.max(0, width - text.count)) + text
      }
    }
    result += characters
    self = result
  }

  /// One `printf` conversion of one value.
  private static func printf(_ specification: String, _ value: CVarArg) -> String {
    var buffer = [CChar](repeating: 0, count: 128)
    let count = withVaList([value]) { list in
      buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, 128, specification, list) }
    }
    let length = Swift.max(0, Swift.min(Int(count), 127))
    return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The string padded with spaces (or cut) to `length` characters.
  func padded(to length: Int) -> String {
    count >= length ? String(prefix(length)) : self + String(repeating: " ", count: length - count)
  }
}

/// A value `String(format:)` takes: `Int` for `%d`, `Double` for `%f`, `String` for `%@`
/// (a protocol of its own, not `Any`, so that the type checker copes with long argument lists).
protocol FormatArgument {}
extension Int: FormatArgument {}
extension Double: FormatArgument {}
extension String: FormatArgument {}

/// The last component of a path.
func lastPathComponent(_ path: String) -> String {
  String(path.split(separator: "/").last ?? Substring(path))
}

/// The file's bytes, or `nil` when it cannot be read.
func readFile(_ path: String) -> [UInt8]? {
  let descriptor = open(path, O_RDONLY)
  guard descriptor >= 0 else { return nil }
  defer { close(descriptor) }
  var status = stat()
  guard fstat(descriptor, &status) == 0 else { return nil }
  let size = Int(status.st_size)
  var bytes = [UInt8](repeating: 0, count: size)
  var done = 0
  while done < size {
    let count = bytes.withUnsafeMutableBytes {
      read(descriptor, $0.baseAddress.map { $0 + done }, size - done)
    }
    guard count > 0 else { return nil }
    done += count
  }
  return bytes
}
