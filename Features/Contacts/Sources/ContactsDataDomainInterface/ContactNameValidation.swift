import Foundation
import ContactsDomain

/// The rules a new name must meet: each part given is trimmed, not empty,
/// and at most 50 characters; at least one part is given.
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
        return .success((first, last))
    }
}
