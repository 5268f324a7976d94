import ContactsDomain
import Foundation
import Localization

/// The rules a new name must meet: each part given is trimmed, not empty,
/// at most 50 characters (and 200 bytes), with no character that shows nothing
/// or reorders the text; at least one part is given.
enum ContactNameValidation {
    static func validated(
        _ change: ContactNameChangeDomainModel, currentFirst: String, currentLast: String
    ) -> Result<(first: String, last: String), ContactNameProblemDomainModel> {
        guard change.firstName != nil || change.lastName != nil else { return .failure(.nothingToChange) }
        let maximum = ContactNameChangeDomainModel.maximumLength
        let first = change.firstName?.trimmingCharacters(in: .whitespaces) ?? currentFirst
        let last = change.lastName?.trimmingCharacters(in: .whitespaces) ?? currentLast
        if first.isEmpty { return .failure(.emptyFirstName) }
        if last.isEmpty { return .failure(.emptyLastName) }
        if first.count > maximum { return .failure(.firstNameTooLong(maximum: maximum)) }
        if last.count > maximum { return .failure(.lastNameTooLong(maximum: maximum)) }
        if change.firstName != nil, let problem = TypedNameCheck.problem(in: first, maximumCharacters: maximum) {
            return .failure(
                problem.isInvisible ? .firstNameInvisibleCharacters : .firstNameTooManyBytes(maximum: problem.maximumBytes))
        }
        if change.lastName != nil, let problem = TypedNameCheck.problem(in: last, maximumCharacters: maximum) {
            return .failure(
                problem.isInvisible ? .lastNameInvisibleCharacters : .lastNameTooManyBytes(maximum: problem.maximumBytes))
        }
        return .success((first, last))
    }
}

private extension TypedNameCheck.Problem {
    var isInvisible: Bool { self == .invisibleCharacters }

    var maximumBytes: Int {
        if case .tooManyBytes(let maximum) = self { return maximum }
        return 0
    }
}
