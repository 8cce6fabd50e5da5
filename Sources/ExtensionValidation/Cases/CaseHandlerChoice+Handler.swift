import ActionExtension
import JSCore

extension CaseHandlerChoice {
  /// The request handler this choice names, and the command handler (whose diagnostics join
  /// the report) when it is one. A reply that is not valid typed JSON echoes instead (the
  /// command line and the suite file check replies before a case runs).
  public func makeHandler(environment: [String: String]) -> (any RequestHandler, CommandHandler?) {
    switch self {
    case .echo:
      return (EchoHandler(), nil)
    case .reply(let json):
      guard let argument = try? PropertyList(json: json) else { return (EchoHandler(), nil) }
      return (ReplyHandler(finalizeArgument: argument), nil)
    case .noReply:
      return (NoItemsHandler(), nil)
    case .cancel(let message):
      return (message.map { CancellingHandler(message: $0) } ?? CancellingHandler(), nil)
    case .command(let command, let timeLimit):
      let handler = CommandHandler(
        command: command, timeLimit: timeLimit, environment: environment)
      return (handler, handler)
    }
  }
}
