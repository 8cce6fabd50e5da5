import Foundation

/// Validators outside Swift that the report tests run as real processes: `xmllint`
/// (libxml2-utils) and Python's `jsonschema` (python3-jsonschema); both are test-only
/// packages that `Scripts/bootstrap.sh` installs.
enum ExternalValidator {
  /// What a validator printed and its exit status.
  struct Outcome {
    var status: Int32
    var output: String
  }

  /// The `xmllint` executable, when installed.
  static let xmllint = "/usr/bin/xmllint"
  /// The Python whose `jsonschema` module validates SARIF.
  static let python = "/usr/bin/python3"

  /// Runs `executable` with `arguments`, standard output and error together.
  static func run(_ executable: String, _ arguments: [String]) throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }

  /// Whether `python` can import `jsonschema`.
  static var hasJSONSchema: Bool {
    FileManager.default.isExecutableFile(atPath: python)
      && ((try? run(python, ["-c", "import jsonschema"]))?.status == 0)
  }

  /// Validates the JSON file `document` against the draft-07 JSON Schema file `schema`
  /// (the schema itself is checked first); exit status 0 when valid, else every error.
  static func validateJSON(document: String, schema: String) throws -> Outcome {
    let program = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1], encoding="utf-8"))
      document = json.load(open(sys.argv[2], encoding="utf-8"))
      jsonschema.Draft7Validator.check_schema(schema)
      errors = sorted(jsonschema.Draft7Validator(schema).iter_errors(document), key=str)
      for error in errors:
          print("/".join(map(str, error.absolute_path)) + ": " + error.message)
      sys.exit(1 if errors else 0)
      """
    return try run(python, ["-c", program, schema, document])
  }

  /// The path of `name` in this folder's `Fixtures/`.
  static func fixture(_ name: String, filePath: String = #filePath) -> String {
    URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures").appendingPathComponent(name).path
  }
}
