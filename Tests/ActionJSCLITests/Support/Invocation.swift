import ActionJSCLI
import Foundation

/// What one call of the entry point gave.
struct Invocation {
  var status: Int32
  var stdout: String
  var stderr: String

  /// Standard output parsed as a JSON object.
  func json() throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8))
    guard let dictionary = object as? [String: Any] else {
      throw CocoaError(.propertyListReadCorrupt)
    }
    return dictionary
  }
}

/// Runs `actionjs ARGUMENTS` in process with buffers for its streams.
func actionjs(
  _ arguments: [String], stdin: String = "", environment: [String: String] = [:],
  terminal: Bool = false
) -> Invocation {
  let stdout = OutputSink.buffer(isTerminal: terminal)
  let stderr = OutputSink.buffer()
  let status = ActionJSCommandLine.main(
    arguments: arguments, stdin: .text(stdin), stdout: stdout, stderr: stderr,
    environment: environment)
  return Invocation(status: status, stdout: stdout.text, stderr: stderr.text)
}

/// The environment handler commands run with.
let shellEnvironment = ["PATH": "/usr/bin:/bin"]
