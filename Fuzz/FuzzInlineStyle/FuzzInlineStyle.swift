import DOM
import FuzzSupport

// The fuzz target FuzzInlineStyle: docs/fuzzing.md. Its logic is InlineStyleFuzzing in DOM.

/// Fuzz builds (`-DFUZZING`): libFuzzer's driver. Normal builds: the replay driver,
/// `FuzzInlineStyle FILE-OR-FOLDER...`.
@main
enum Main {
  static func main() {
    FuzzInput.main { InlineStyleFuzzing.check($0) }
  }
}
