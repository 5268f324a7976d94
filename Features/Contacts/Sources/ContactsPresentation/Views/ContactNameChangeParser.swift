import ContactsDomain

/// Reads `edit first=… last=…` arguments into a name change.
enum ContactNameChangeParser {
    enum Failure: Error, Equatable {
        case unknownField(String)
        case missingValue
    }

    static func parse(_ words: [String]) -> Result<ContactNameChangeDomainModel, Failure> {
        var change = ContactNameChangeDomainModel()
        for word in words {
            guard let equals = word.firstIndex(of: "=") else { return .failure(.missingValue) }
            let field = word[..<equals].lowercased()
            let value = String(word[word.index(after: equals)...])
            switch field {
            case "first", "firstname": change.firstName = value
            case "last", "lastname": change.lastName = value
            default: return .failure(.unknownField(String(word[..<equals])))
            }
        }
        return .success(change)
    }
}
