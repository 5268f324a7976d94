import Foundation

/// Flattens a randomuser.me record into the data layer's `ContactDataModel`.
enum RandomUserRecordMapper {
    /// The contact for `record`; its id is `login.uuid`.
    /// - Throws: `RandomUserRecordRejection.emptyField` when `login.uuid` is
    ///   blank, since a contact without an id cannot be kept.
    static func contact(from record: RandomUserRecord) throws(RandomUserRecordRejection) -> ContactDataModel {
        let id = record.login.uuid.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !id.isEmpty else { throw .emptyField(path: "login.uuid") }
        let location = record.location
        return ContactDataModel(
            id: id,
            gender: record.gender,
            title: record.name.title,
            firstName: record.name.first,
            lastName: record.name.last,
            streetNumber: location.street.number,
            streetName: location.street.name,
            city: location.city,
            state: location.state,
            country: location.country,
            postcode: location.postcode.text,
            latitude: location.coordinates.latitude,
            longitude: location.coordinates.longitude,
            timezoneOffset: location.timezone.offset,
            timezoneDescription: location.timezone.description,
            email: record.email,
            username: record.login.username,
            birthDate: record.dob.date.date,
            age: record.dob.age,
            registeredDate: record.registered.date.date,
            registeredAge: record.registered.age,
            phone: record.phone,
            cell: record.cell,
            nationalIdName: record.id.name,
            nationalIdValue: record.id.value,
            pictureLarge: record.picture.large,
            pictureMedium: record.picture.medium,
            pictureThumbnail: record.picture.thumbnail,
            nationality: record.nat
        )
    }
}
