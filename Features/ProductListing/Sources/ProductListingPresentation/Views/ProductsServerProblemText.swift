import Localization
import ProductListingDomain

extension ProductsServerProblemDomainModel {
    /// The problem said in the app language, the server's own error messages quoted as they came.
    func text(_ strings: Localizer<ProductListingStringKey>) -> String {
        switch self {
        case .unreachable: return strings.text(.serverUnreachable)
        case .timedOut: return strings.text(.serverTimedOut)
        case .httpStatus(let status): return strings.text(.serverHTTPStatus, ["status": String(status)])
        case .answeredWithErrors(let messages):
            return strings.text(.serverAnsweredWithErrors, ["messages": Self.oneLine(messages)])
        case .unreadableAnswer: return strings.text(.serverUnreadableAnswer)
        case .answerTooLarge: return strings.text(.serverAnswerTooLarge)
        }
    }

    /// The server's messages on one line: line breaks and runs of spaces become one space.
    private static func oneLine(_ messages: [String]) -> String {
        messages
            .map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
            .filter { !$0.isEmpty }
            .joined(separator: "; ")
    }
}
