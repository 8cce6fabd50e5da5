import FuzzSupport
import JSCore

// The fuzz target FuzzPropertyList: docs/fuzzing.md. Its logic is PropertyListFuzzing in JSCore.

/// libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  FuzzInput.run(data, size, check)
}

/// One virtual machine for the process, as in the tool; each input gets a fresh context.
nonisolated(unsafe) private let virtualMachine = VirtualMachine()

private func check(_ bytes: [UInt8]) -> String? {
  PropertyListFuzzing.check(bytes, virtualMachine: virtualMachine)
}

/// Fuzz builds (`-DFUZZING`): libFuzzer's driver. Normal builds: the replay driver,
/// `FuzzPropertyList FILE-OR-FOLDER...`.
@main
enum Main {
  static func main() {
    #if FUZZING
      FuzzInput.runLibFuzzer(fuzz)
    #else
      FuzzInput.replay(CommandLine.arguments, check)
    #endif
  }
}
