import ExtensionValidation
import Foundation

/// The protocol between ``WorkerPool`` and `actionjs __worker`: JSON lines.
///
/// The pool writes one ``ExtensionValidation/ValidationCase`` per line to the worker's standard
/// input; the worker answers each with one ``ExtensionValidation/CaseResult`` per line on its
/// standard output, in the same order. Each line is one object as Foundation's `JSONEncoder`
/// writes it without pretty printing (strings escape their line feeds, so an object never spans
/// lines), ended by a line feed. See [JSON Lines](https://jsonlines.org).
enum WorkerProtocol {
  /// Why a line is not what the protocol expects.
  struct LineError: Error, Equatable {
    /// For a person.
    var message: String
  }

  /// The line (with its line feed) carrying `value`.
  static func line(_ value: some Encodable) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return Array(try encoder.encode(value)) + [0x0A]
  }

  /// The case a line (without its line feed) carries.
  static func decodeCase(_ line: [UInt8]) throws(LineError) -> ValidationCase {
    try decode(ValidationCase.self, line, what: "a case")
  }

  /// The result a line (without its line feed) carries.
  static func decodeResult(_ line: [UInt8]) throws(LineError) -> CaseResult {
    try decode(CaseResult.self, line, what: "a case result")
  }

  /// What the pool makes of a line its worker sent while running `validationCase`: the result,
  /// or, for a line that is not the result of that case, a `worker-crashed` problem (the
  /// worker is then stopped and replaced; the batch goes on).
  static func interpret(_ line: [UInt8], for validationCase: ValidationCase)
    -> Swift.Result<
      CaseResult, LineError
    >
  {
    let result: CaseResult
    do {
      result = try decodeResult(line)
    } catch {
      return .failure(error)
    }
    guard result.caseID == validationCase.id else {
      return .failure(
        LineError(
          message: "the worker answered for case '\(result.caseID)' while running this one"))
    }
    return .success(result)
  }

  private static func decode<Value: Decodable>(
    _ type: Value.Type, _ line: [UInt8], what: String
  ) throws(LineError) -> Value {
    do {
      return try JSONDecoder().decode(type, from: Data(line))
    } catch {
      let shown = String(decoding: line.prefix(200), as: UTF8.self)
      let ellipsis = line.count > 200 ? "…" : ""
      throw LineError(message: "a line that is not \(what) (\(error)): \(shown)\(ellipsis)")
    }
  }
}
