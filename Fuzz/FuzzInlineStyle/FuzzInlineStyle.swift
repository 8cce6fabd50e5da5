import DOM
import FuzzChecks
import FuzzSupport

// The fuzz target FuzzInlineStyle: docs/fuzzing.md. Its logic is InlineStyleFuzzing in Fuzz/Checks.

/// Fuzz builds (`-DFUZZING`): libFuzzer's driver. Normal builds: the replay driver,
/// `FuzzInlineStyle FILE-OR-FOLDER...`.
@main
enum Main {
  static func main() {
    FuzzInput.main { InlineStyleFuzzing.check($0) }
  }
}
