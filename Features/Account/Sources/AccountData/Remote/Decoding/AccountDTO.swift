import Foundation
import Localization

/// An account as the backend sends it: `{"id","name","email","memberSince"}`, other fields ignored.
struct AccountDTO: Decodable {
    let id: LenientText
    let name: String
    let email: String
    let memberSince: String

    /// The account, its texts made safe to show; `nil` when its date cannot be read or a text
    /// is empty or longer than any name or address.
    var account: AccountDataModel? {
        guard let since = BackendDates.date(from: memberSince), !id.value.isEmpty,
            let name = try? OutsideText.field(name, maxCharacters: 200), !name.isEmpty,
            let email = try? OutsideText.field(email, maxCharacters: 320), !email.isEmpty
        else { return nil }
        return AccountDataModel(id: id.value, name: name, email: email, memberSince: since)
    }
}
