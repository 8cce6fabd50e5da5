import DOM
import FuzzSupport

// The fuzz target FuzzStyleSheet: docs/fuzzing.md. Its logic is StyleSheetFuzzing in DOM.

/// Fuzz builds (`-DFUZZING`): libFuzzer's driver. Normal builds: the replay driver,
/// `FuzzStyleSheet FILE-OR-FOLDER...`.
@main
enum Main {
  static func main() {
    FuzzInput.main { StyleSheetFuzzing.check($0) }
  }
}
