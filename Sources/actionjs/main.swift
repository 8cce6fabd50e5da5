import ActionJSCLI
import Foundation

// The `actionjs` command: everything happens in ActionJSCLI.
let status = ActionJSCommandLine.main(
  arguments: Array(CommandLine.arguments.dropFirst()), stdin: .standardInput,
  stdout: .standardOutput, stderr: .standardError,
  environment: ProcessInfo.processInfo.environment,
  executablePath: ActionJSCommandLine.currentExecutablePath)
exit(status)
