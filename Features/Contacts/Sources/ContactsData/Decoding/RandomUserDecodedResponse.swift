/// A randomuser.me response after decoding, record by record, in the order
/// the response listed them.
struct RandomUserDecodedResponse: Sendable {
    /// What became of one element of `results`.
    enum Record: Sendable {
        /// The record was read and flattened.
        case contact(ContactDataModel)
        /// The record could not be read and was left out, for this reason.
        case skipped(RandomUserRecordRejection)

        /// The contact, when the record was read.
        var contact: ContactDataModel? {
            if case .contact(let contact) = self { return contact }
            return nil
        }
    }

    var records: [Record]
    var info: ContactsSourceInfoDataModel?

    /// The records that were read, as a page.
    var page: ContactsSourcePageDataModel {
        let contacts = records.compactMap(\.contact)
        return ContactsSourcePageDataModel(
            contacts: contacts,
            skippedRecordCount: records.count - contacts.count,
            info: info
        )
    }
}
