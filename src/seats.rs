//! Who is at the device, and the one rule that keeps a seat's cards off the other seat's screen:
//! written once for both tables, and used by the reducer they share ([`crate::host::Host`]).
//!
//! - [`at_device`]: the seat the screen is for — the acting seat with open hands, the seat the
//!   curtain was last lifted for in pass-and-play, the person against the computer.
//! - [`curtain`]: pass-and-play's curtain, down whenever the seat that must act is not the one
//!   the device was handed to.
//! - [`SeatBox`]: what the seat at the device has open (an [`Owned`] state: the inspector, a
//!   picked-up card, a message, …), read and written only for the seat at the device with the
//!   curtain up, and thrown away whenever the device changes hands. A field added to a table's
//!   owned state is cleared with it: nothing to forget.

use game_core::Seat;

use crate::prefs::PlayMode;

/// The seat the screen is for: the acting seat (open hands), the one behind the curtain
/// (pass-and-play: `shown`, the seat the curtain was last lifted for), or the person against
/// the computer.
#[must_use]
pub fn at_device(mode: PlayMode, acting: Option<Seat>, shown: Option<Seat>) -> Seat {
    match mode {
        PlayMode::OpenHands => acting.or(shown).unwrap_or(Seat::A),
        PlayMode::PassAndPlay => shown.or(acting).unwrap_or(Seat::A),
        PlayMode::Computer { person, .. } => person,
    }
}

/// Pass-and-play: the seat the device must be handed to before anything private is shown (the
/// seat that must act, when it is not the one the curtain was last lifted for).
#[must_use]
pub fn curtain(mode: PlayMode, acting: Option<Seat>, shown: Option<Seat>) -> Option<Seat> {
    if mode != PlayMode::PassAndPlay {
        return None;
    }
    let acting = acting?;
    (shown != Some(acting)).then_some(acting)
}

/// What one seat has open on the screen, owned by that seat.
pub trait Owned: Clone {
    /// The seat it belongs to.
    fn owner(&self) -> Seat;
    /// Nothing open, for `seat`.
    fn fresh(seat: Seat) -> Self;
}

/// The owned state of the seat at the device. Private: read through [`SeatBox::read`] (the
/// seat's own state, or nothing for another seat or behind the curtain), written through
/// [`SeatBox::write`] (made fresh first if it belonged to another seat).
#[derive(Clone, Debug, PartialEq)]
pub struct SeatBox<U> {
    ui: U,
}

impl<U: Owned> SeatBox<U> {
    #[must_use]
    pub fn new(viewer: Seat) -> SeatBox<U> {
        SeatBox { ui: U::fresh(viewer) }
    }

    /// What `viewer` has open: its own, or nothing while the curtain is down or when the state
    /// belongs to another seat.
    #[must_use]
    pub fn read(&self, viewer: Seat, curtain: Option<Seat>) -> U {
        if self.ui.owner() == viewer && curtain.is_none() {
            self.ui.clone()
        } else {
            U::fresh(viewer)
        }
    }

    /// `viewer`'s state to change, made fresh first if it belonged to another seat.
    pub fn write(&mut self, viewer: Seat, curtain: Option<Seat>) -> &mut U {
        self.settle(viewer, curtain);
        &mut self.ui
    }

    /// Drops the state once the device has changed hands (or the curtain is down).
    pub fn settle(&mut self, viewer: Seat, curtain: Option<Seat>) {
        if self.ui.owner() != viewer || curtain.is_some() {
            self.ui = U::fresh(viewer);
        }
    }

    /// A new pair of hands (the curtain lifted, other eyes in a replay): nothing of the seat
    /// before is kept, even when it is the same seat again.
    pub fn hand_over(&mut self, viewer: Seat) {
        self.ui = U::fresh(viewer);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prefs::Level;

    #[derive(Clone, Debug, PartialEq)]
    struct Open {
        seat: Seat,
        note: Option<&'static str>,
    }

    impl Owned for Open {
        fn owner(&self) -> Seat {
            self.seat
        }
        fn fresh(seat: Seat) -> Open {
            Open { seat, note: None }
        }
    }

    #[test]
    fn the_screen_is_for_the_acting_seat_the_curtains_seat_or_the_person() {
        use Seat::{A, B};
        assert_eq!(at_device(PlayMode::OpenHands, Some(B), Some(A)), B);
        assert_eq!(at_device(PlayMode::OpenHands, None, Some(B)), B);
        assert_eq!(at_device(PlayMode::PassAndPlay, Some(B), Some(A)), A, "until the curtain is lifted for B");
        assert_eq!(at_device(PlayMode::PassAndPlay, Some(B), None), B);
        assert_eq!(at_device(PlayMode::Computer { person: B, level: Level::Easy }, Some(A), Some(A)), B);
        assert_eq!(curtain(PlayMode::PassAndPlay, Some(B), Some(A)), Some(B));
        assert_eq!(curtain(PlayMode::PassAndPlay, Some(B), Some(B)), None);
        assert_eq!(curtain(PlayMode::PassAndPlay, None, Some(A)), None, "the game is over");
        assert_eq!(curtain(PlayMode::OpenHands, Some(B), Some(A)), None);
    }

    #[test]
    fn what_a_seat_opened_is_read_by_that_seat_only_and_dropped_when_hands_change() {
        use Seat::{A, B};
        let mut b: SeatBox<Open> = SeatBox::new(A);
        b.write(A, None).note = Some("inspecting");
        assert_eq!(b.read(A, None).note, Some("inspecting"));
        assert_eq!(b.read(B, None), Open::fresh(B), "another seat reads nothing");
        assert_eq!(b.read(A, Some(B)), Open::fresh(A), "nothing behind the curtain");
        assert_eq!(b.write(B, None), &Open::fresh(B), "the next seat writes on a fresh state");
        b.write(B, None).note = Some("picked");
        b.settle(B, Some(A));
        assert_eq!(b.read(B, None), Open::fresh(B), "the curtain came down: gone");
        b.write(A, None).note = Some("again");
        b.hand_over(A);
        assert_eq!(b.read(A, None), Open::fresh(A), "a new pair of hands finds nothing");
    }
}
