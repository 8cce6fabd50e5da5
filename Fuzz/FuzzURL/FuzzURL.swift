import DOM
import FuzzSupport

// The fuzz target FuzzURL: docs/fuzzing.md. Its logic is URLFuzzing in DOM.

/// Fuzz builds (`-DFUZZING`): libFuzzer's driver. Normal builds: the replay driver,
/// `FuzzURL FILE-OR-FOLDER...`.
@main
enum Main {
  static func main() {
    FuzzInput.main { URLFuzzing.check($0) }
  }
}
