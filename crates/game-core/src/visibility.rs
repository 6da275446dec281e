use serde::{Deserialize, Serialize};

use crate::Seat;

/// Who may see a card's identity (rules 3-1-5, 11-2, 11-3 of the One Piece Card Game; 11 of
/// Kaiun Colosseum): a public zone shows it to all, a hidden zone to nobody, a hand or a
/// "look at" to one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Visibility {
    /// Face up to both players (公開).
    Public,
    /// Seen by one seat only (its hand, a card it looked at).
    Owner(Seat),
    /// Seen by nobody (deck, face-down life).
    Nobody,
}

impl Visibility {
    #[must_use]
    pub fn shown_to(self, viewer: Seat) -> bool {
        match self {
            Visibility::Public => true,
            Visibility::Owner(s) => s == viewer,
            Visibility::Nobody => false,
        }
    }
}

/// A value as one viewer may know it: the value itself, or only that something is there.
///
/// Views and log entries carry `Hidden<CardIdentity>` wherever the viewer must not learn a
/// card, so a view is redacted by construction rather than by a later filter.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Hidden<T> {
    Known(T),
    Unknown,
}

impl<T> Hidden<T> {
    /// `value` redacted for `viewer` under `vis`.
    pub fn for_viewer(value: T, vis: Visibility, viewer: Seat) -> Self {
        if vis.shown_to(viewer) {
            Hidden::Known(value)
        } else {
            Hidden::Unknown
        }
    }

    /// The known value transformed; `Unknown` stays unknown.
    pub fn map<U>(self, f: impl FnOnce(T) -> U) -> Hidden<U> {
        match self {
            Hidden::Known(v) => Hidden::Known(f(v)),
            Hidden::Unknown => Hidden::Unknown,
        }
    }

    pub fn known(&self) -> Option<&T> {
        match self {
            Hidden::Known(v) => Some(v),
            Hidden::Unknown => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn redaction_follows_visibility() {
        assert_eq!(Hidden::for_viewer(5, Visibility::Public, Seat::B), Hidden::Known(5));
        assert_eq!(Hidden::for_viewer(5, Visibility::Owner(Seat::A), Seat::A), Hidden::Known(5));
        assert_eq!(Hidden::for_viewer(5, Visibility::Owner(Seat::A), Seat::B), Hidden::Unknown);
        assert_eq!(Hidden::for_viewer(5, Visibility::Nobody, Seat::A), Hidden::Unknown);
        assert_eq!(Hidden::Known(1).known(), Some(&1));
        assert_eq!(Hidden::Known(2).map(|v| v * 10), Hidden::Known(20));
        assert_eq!(Hidden::<i32>::Unknown.map(|v| v * 10), Hidden::Unknown);
    }
}
