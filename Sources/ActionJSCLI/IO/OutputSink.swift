import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a command writes: standard output or error, or a buffer (tests).
///
/// Writes are unbuffered on file descriptors, so the order of standard output and standard
/// error is the order of the calls.
public final class OutputSink {
  private enum Target {
    case file(Int32)
    case buffer
  }

  private let target: Target
  /// Whether the sink is a terminal (colour is only used on one).
  public let isTerminal: Bool
  /// What was written, for a buffer.
  public private(set) var text = ""

  private init(target: Target, isTerminal: Bool) {
    self.target = target
    self.isTerminal = isTerminal
  }

  /// The process's standard output.
  public static var standardOutput: OutputSink {
    OutputSink(target: .file(STDOUT_FILENO), isTerminal: isatty(STDOUT_FILENO) == 1)
  }

  /// The process's standard error.
  public static var standardError: OutputSink {
    OutputSink(target: .file(STDERR_FILENO), isTerminal: isatty(STDERR_FILENO) == 1)
  }

  /// The file descriptor written to (nil for a buffer).
  public var fileDescriptor: Int32? {
    switch target {
    case .file(let descriptor): descriptor
    case .buffer: nil
    }
  }

  /// A sink keeping what is written in ``text``; `isTerminal` pretends to be a terminal.
  public static func buffer(isTerminal: Bool = false) -> OutputSink {
    OutputSink(target: .buffer, isTerminal: isTerminal)
  }

  /// Writes `string` as UTF-8.
  public func write(_ string: String) {
    switch target {
    case .buffer:
      text += string
    case .file(let descriptor):
      var bytes = Array(string.utf8)[...]
      while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes {
          writeBytes(descriptor, $0.baseAddress, $0.count)
        }
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        bytes = bytes.dropFirst(written)
      }
    }
  }

  /// Writes `string` and a line feed.
  public func line(_ string: String = "") {
    write(string + "\n")
  }
}

/// `write(2)`, named apart from ``OutputSink/write(_:)``.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
