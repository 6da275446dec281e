//! What the table remembers between renders, and the one rule that keeps a seat's cards off
//! the other seat's screen.
//!
//! Everything one player has open on the screen — the card shown large, a picked-up card, the
//! cards picked for an effect, the judge tools, a message, how many DON!! a drag carries — is a
//! [`SeatUi`] that belongs to one seat. The table keeps it private: the screen reads it only
//! through the host's `ui()` ([`Host::ui`]), which hands out the seat's own state when that seat is at the device
//! and nothing (an empty state) otherwise, and every message that can change hands (a play, the
//! curtain lifted, an undo, a judge's correction) throws it away when the seat at the device is
//! no longer its owner. A field added to [`SeatUi`] is cleared with it: nothing to forget.
//!
//! The reducer is the [`Host`] both tables share, wrapped: what is the One Piece table's own is
//! its seat's state ([`SeatUi`], [`SeatEdit`]), the judge tools, the DON!! count and replays.

use std::rc::Rc;

use opcg_engine::{Action, CardId, JudgeAction, Seat};
use yew::prelude::*;

use super::moves::Source;
use super::replay::ReplayMsg;
use crate::host::{Host, HostMsg, SeatState};
use crate::seats::Owned;
use crate::session::Session;

/// What the seat at the device has open. Owned by that seat, dropped when the device changes hands.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatUi {
    /// The seat this belongs to.
    pub seat: Seat,
    /// The picked-up source of a tap-tap or keyboard move.
    pub selected: Option<Source>,
    /// Cards picked for a pending "choose cards" decision.
    pub picks: Vec<CardId>,
    /// The card shown large (its number).
    pub inspect: Option<String>,
    /// The card object shown large, when it is one (the judge tools act on it).
    pub inspect_id: Option<CardId>,
    /// A short message (why a drop was refused).
    pub flash: Option<String>,
    /// How many DON!! cards a drag from the cost area carries.
    pub don_count: u8,
    /// The judge tools are open.
    pub judging: bool,
}

impl SeatUi {
    /// Nothing open, for `seat`.
    #[must_use]
    pub fn new(seat: Seat) -> SeatUi {
        SeatUi { seat, selected: None, picks: Vec::new(), inspect: None, inspect_id: None, flash: None, don_count: 1, judging: false }
    }
}

impl Owned for SeatUi {
    fn owner(&self) -> Seat {
        self.seat
    }
    fn fresh(seat: Seat) -> SeatUi {
        SeatUi::new(seat)
    }
}

/// A change to what the seat at the device has open.
#[derive(Clone, Debug, PartialEq)]
pub enum SeatEdit {
    /// Picks up a source of a tap-tap or keyboard move (or puts it down).
    Select(Option<Source>),
    /// Picks a card for a "choose cards" decision, or unpicks it.
    TogglePick(CardId),
    /// Shows a card large (its number, and the card object when it is one on the table).
    Inspect(String, Option<CardId>),
    CloseInspect,
}

impl SeatState for SeatUi {
    type Edit = SeatEdit;

    fn edit(&mut self, edit: SeatEdit) {
        match edit {
            SeatEdit::Select(s) => {
                self.selected = s;
                self.flash = None;
            }
            SeatEdit::TogglePick(id) => {
                if let Some(i) = self.picks.iter().position(|p| *p == id) {
                    self.picks.remove(i);
                } else {
                    self.picks.push(id);
                }
            }
            SeatEdit::Inspect(n, id) => {
                self.inspect = Some(n);
                self.inspect_id = id;
            }
            SeatEdit::CloseInspect => {
                self.inspect = None;
                self.inspect_id = None;
            }
        }
    }
    fn stepped(&mut self) {
        self.selected = None;
        self.picks.clear();
    }
    fn flash(&mut self) -> &mut Option<String> {
        &mut self.flash
    }
}

/// The table's state: the game, who is at the device, what that seat has open, and a replay
/// when the game is watched, not played (the [`Host`] both tables share). It derefs to its
/// host: the screen reads `table.session`, `table.viewer()`, `table.ui()`, `table.replay` from it.
#[derive(Clone)]
pub struct Table {
    host: Host<Session, SeatUi>,
}

impl std::ops::Deref for Table {
    type Target = Host<Session, SeatUi>;
    fn deref(&self) -> &Self::Target {
        &self.host
    }
}

impl std::ops::DerefMut for Table {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.host
    }
}

pub enum TableMsg {
    /// What both tables handle alike: a play, the computer's answer, the curtain lifted, a
    /// message, undo, the kept game written elsewhere, and [`SeatEdit`]s.
    Host(HostMsg<Action, SeatEdit>),
    /// A judge's correction, for the seat at the device.
    Judge(JudgeAction),
    /// Open or close the judge tools.
    ToggleJudge,
    /// Change how many DON!! a drag carries (by +1 or −1).
    DonCount(i8),
}

impl From<HostMsg<Action, SeatEdit>> for TableMsg {
    fn from(m: HostMsg<Action, SeatEdit>) -> TableMsg {
        TableMsg::Host(m)
    }
}

impl From<SeatEdit> for TableMsg {
    fn from(e: SeatEdit) -> TableMsg {
        TableMsg::Host(HostMsg::Open(e))
    }
}

impl From<ReplayMsg> for TableMsg {
    fn from(m: ReplayMsg) -> TableMsg {
        TableMsg::Host(HostMsg::Replay(m))
    }
}

impl Table {
    #[must_use]
    pub fn new(session: Session) -> Table {
        Table { host: Host::new(session) }
    }

    /// A replay of `whole` (a kept game or a game file), shown before its first step.
    #[must_use]
    pub fn replay(whole: Session) -> Table {
        Table { host: Host::watched(whole) }
    }
}

impl Reducible for Table {
    type Action = TableMsg;

    fn reduce(self: Rc<Self>, msg: TableMsg) -> Rc<Self> {
        // A replay is watched, not played: nothing is applied, judged, undone or kept.
        let refused = match &msg {
            TableMsg::Host(m) => self.host.refuses(m),
            TableMsg::Judge(_) | TableMsg::ToggleJudge => self.replay.is_some(),
            TableMsg::DonCount(_) => false,
        };
        if refused {
            return self;
        }
        let mut t = (*self).clone();
        match msg {
            TableMsg::Host(m) => t.host.handle(m),
            TableMsg::ToggleJudge => {
                let ui = t.ui_mut();
                ui.judging = !ui.judging;
            }
            TableMsg::Judge(action) => {
                let seat = t.viewer();
                let judged = t.host.session.judge(seat, action);
                if judged.is_ok() {
                    t.host.keep();
                }
                let ui = t.ui_mut();
                match judged {
                    Ok(_) => {
                        ui.flash = None;
                        ui.inspect_id = None;
                        ui.inspect = None;
                    }
                    Err(e) => ui.flash = Some(e.to_string()),
                }
                ui.selected = None;
            }
            TableMsg::DonCount(d) => {
                let viewer = t.viewer();
                let active = t.session.seat(viewer).view().sides.get(viewer).don_active.max(1);
                let ui = t.ui_mut();
                ui.don_count = (i16::from(ui.don_count) + i16::from(d)).clamp(1, i16::from(active)) as u8;
                ui.selected = None;
            }
        }
        // Whoever is at the device now, the state shown is theirs or nothing.
        t.host.settle();
        Rc::new(t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prefs::PlayMode;
    use crate::table::moves::Source;
    use crate::table::replay::{Jump, Watch};

    fn table(mode: PlayMode) -> Rc<Table> {
        let session = Session::new(crate::decks::setup(0, 1, 5).unwrap(), mode).unwrap();
        Rc::new(Table::new(session))
    }

    /// Opens everything a player can open: a card shown large, a picked-up card, a pick, the
    /// judge tools, a message, a DON!! count.
    fn open_everything(t: Rc<Table>, card: CardId) -> Rc<Table> {
        let t = t.reduce(TableMsg::DonCount(1));
        let t = t.reduce(TableMsg::from(SeatEdit::Inspect("P-001".into(), Some(card))));
        let t = t.reduce(TableMsg::from(SeatEdit::Select(Some(Source::Hand(card)))));
        let t = t.reduce(TableMsg::from(SeatEdit::TogglePick(card)));
        let t = t.reduce(TableMsg::ToggleJudge);
        t.reduce(TableMsg::from(HostMsg::Flash("refused".into())))
    }

    /// Plays the first legal action (never conceding) until the seat that must act changes.
    fn play_until_hand_over(mut t: Rc<Table>) -> Rc<Table> {
        let start = t.session.decision_seat().unwrap();
        while t.session.decision_seat() == Some(start) {
            let legal = t.session.seat(start).legal_actions();
            let a = legal.iter().find(|a| matches!(a, Action::EndMainPhase)).or_else(|| legal.iter().find(|a| **a != Action::Concede)).unwrap().clone();
            t = t.reduce(TableMsg::from(HostMsg::Apply(start, a)));
        }
        t
    }

    /// The first legal action of the seat to act (never conceding, ending the main phase when
    /// it can).
    fn first_legal(t: &Table) -> (Seat, Action) {
        let seat = t.session.decision_seat().unwrap();
        let legal = t.session.seat(seat).legal_actions();
        let a = legal.iter().find(|a| matches!(a, Action::EndMainPhase)).or_else(|| legal.iter().find(|a| **a != Action::Concede)).unwrap().clone();
        (seat, a)
    }

    /// Against the computer: the screen is always the person's, no curtain; the computer's
    /// answer applies only to the game it was asked about; undo goes back to the person's last
    /// decision, taking the computer's answers since with it.
    #[test]
    fn against_the_computer_the_person_keeps_the_screen_and_undo_returns_to_their_decision() {
        use crate::prefs::Level;
        let person = Seat::B;
        let mut t = table(PlayMode::Computer { person, level: Level::Easy });
        assert_eq!(t.viewer(), person);
        // Play until the person has acted and the computer must answer.
        let mut person_acted = false;
        for _ in 0..400 {
            let (seat, a) = first_legal(&t);
            if seat == person.other() && person_acted {
                break;
            }
            person_acted |= seat == person;
            let at = t.session.actions().len();
            t = if seat == person { t.reduce(TableMsg::from(HostMsg::Apply(seat, a))) } else { t.reduce(TableMsg::from(HostMsg::Computer { at, seat, action: a })) };
            assert_eq!(t.curtain(), None);
            assert_eq!(t.viewer(), person);
        }
        let computer = person.other();
        assert_eq!(t.session.decision_seat(), Some(computer));
        let (_, answer) = first_legal(&t);
        // An answer for another moment of the game (asked before an undo) is dropped.
        let at = t.session.actions().len();
        let stale = t.clone().reduce(TableMsg::from(HostMsg::Computer { at: at - 1, seat: computer, action: answer.clone() }));
        assert_eq!(stale.session.actions().len(), at);
        // The answer for this moment applies.
        let mut t = t.reduce(TableMsg::from(HostMsg::Computer { at, seat: computer, action: answer }));
        assert_eq!(t.session.actions().len(), at + 1);
        // Let the computer answer until the person must act again, then act once more.
        while t.session.decision_seat() == Some(computer) {
            let (seat, a) = first_legal(&t);
            let at = t.session.actions().len();
            t = t.reduce(TableMsg::from(HostMsg::Computer { at, seat, action: a }));
        }
        let before = t.session.actions().len();
        let t = t.reduce(TableMsg::from(HostMsg::Undo));
        assert!(t.session.actions().len() < before);
        assert_eq!(t.session.decision_seat(), Some(person), "undo stops at a decision of the person's");
    }

    #[test]
    fn pass_and_play_nothing_one_seat_opened_survives_the_curtain() {
        let t = table(PlayMode::PassAndPlay);
        let first = t.curtain().unwrap();
        let t = t.reduce(TableMsg::from(HostMsg::Show(first)));
        let card = t.session.seat(first).view().sides.get(first).leader.card.id;
        let t = open_everything(t, card);
        let ui = t.ui();
        assert_eq!(ui.seat, first);
        assert!(ui.inspect.is_some() && ui.inspect_id.is_some() && ui.selected.is_some() && ui.judging && ui.flash.is_some());
        assert_eq!(ui.picks, vec![card]);

        let t = play_until_hand_over(t);
        let next = t.curtain().expect("the device changes hands");
        assert_ne!(next, first);
        assert_eq!(t.ui(), SeatUi::new(first), "behind the curtain nothing is open");
        let t = t.reduce(TableMsg::from(HostMsg::Show(next)));
        assert_eq!(t.ui(), SeatUi::new(next), "the next player finds nothing the one before opened");
        // Nor does anything come back when the device returns.
        let t = play_until_hand_over(t);
        let back = t.curtain().unwrap();
        let t = t.reduce(TableMsg::from(HostMsg::Show(back)));
        assert_eq!(t.ui(), SeatUi::new(back));
    }

    #[test]
    fn open_hands_the_state_follows_the_acting_seat() {
        let t = table(PlayMode::OpenHands);
        let first = t.viewer();
        let card = t.session.seat(first).view().sides.get(first).leader.card.id;
        let t = open_everything(t, card);
        assert!(t.ui().inspect.is_some());
        let t = play_until_hand_over(t);
        assert_ne!(t.viewer(), first);
        assert_eq!(t.ui(), SeatUi::new(t.viewer()));
    }

    /// A replay is watched, not played: a legal play, a judge's correction, an undo change
    /// nothing; there is no curtain even of a pass-and-play game; the seat watched is the
    /// screen's seat, and what it had open goes when the eyes change.
    #[test]
    fn a_replay_steps_and_switches_eyes_but_plays_nothing() {
        let mut whole = table(PlayMode::PassAndPlay).session.clone();
        for _ in 0..30 {
            let seat = whole.decision_seat().unwrap();
            let legal = whole.seat(seat).legal_actions();
            let a = legal.iter().find(|a| matches!(a, Action::EndMainPhase)).or_else(|| legal.iter().find(|a| **a != Action::Concede)).unwrap().clone();
            whole.apply(seat, a).unwrap();
        }
        let t = Rc::new(Table::replay(whole.clone()));
        assert!(t.replay.as_ref().is_some_and(|r| r.is_of(&whole)));
        assert_eq!(t.session.actions().len(), 0);
        assert_eq!(t.curtain(), None);
        assert_eq!(t.viewer(), Seat::A, "a pass-and-play game is watched from Player A's seat");
        let t = t.reduce(TableMsg::from(ReplayMsg::To(12)));
        assert_eq!(t.session.actions(), &whole.actions()[..12]);
        let seat = t.session.decision_seat().unwrap();
        let legal = t.session.seat(seat).legal_actions();
        let t = t.reduce(TableMsg::from(HostMsg::Apply(seat, legal[0].clone())));
        let t = t.reduce(TableMsg::Judge(JudgeAction::Draw { seat }));
        let t = t.reduce(TableMsg::from(HostMsg::Undo));
        assert_eq!(t.session.actions().len(), 12, "nothing played, judged or undone");
        let card = t.session.seat(Seat::A).view().sides.get(Seat::A).leader.card.id;
        let t = t.reduce(TableMsg::from(SeatEdit::Inspect("P-001".into(), Some(card))));
        assert!(t.ui().inspect.is_some());
        let t = t.reduce(TableMsg::from(ReplayMsg::Watch(Watch::Seat(Seat::B))));
        assert_eq!(t.viewer(), Seat::B);
        assert_eq!(t.ui(), SeatUi::new(Seat::B), "the other eyes find nothing open");
        let t = t.reduce(TableMsg::from(ReplayMsg::Watch(Watch::Open)));
        assert_eq!(t.viewer(), t.session.decision_seat().unwrap_or(Seat::A));
        let t = t.reduce(TableMsg::from(ReplayMsg::To(3)));
        assert_eq!(t.session.actions(), &whole.actions()[..3]);
        // Keys move from the step shown when the table takes them: two presses before a render
        // are two steps; past either end nothing changes (the same table, nothing drawn again).
        let t = t.reduce(TableMsg::from(ReplayMsg::Jump(Jump::Forward))).reduce(TableMsg::from(ReplayMsg::Jump(Jump::Forward)));
        assert_eq!(t.session.actions(), &whole.actions()[..5]);
        let t = t.reduce(TableMsg::from(ReplayMsg::Jump(Jump::Back)));
        assert_eq!(t.session.actions(), &whole.actions()[..4]);
        let t = t.reduce(TableMsg::from(ReplayMsg::Jump(Jump::End)));
        assert_eq!(t.session.actions(), whole.actions());
        let same = Rc::clone(&t).reduce(TableMsg::from(ReplayMsg::Jump(Jump::Forward)));
        assert!(Rc::ptr_eq(&same, &t), "a step past the end changes nothing");
        let t = t.reduce(TableMsg::from(ReplayMsg::Jump(Jump::Start)));
        assert!(t.session.actions().is_empty());
        assert!(Rc::ptr_eq(&Rc::clone(&t).reduce(TableMsg::from(ReplayMsg::Jump(Jump::Back))), &t), "nor a step before the start");
        // A table in play ignores the replay's messages.
        let playing = table(PlayMode::OpenHands).reduce(TableMsg::from(ReplayMsg::To(5)));
        assert!(playing.replay.is_none() && playing.session.actions().is_empty());
    }

    #[test]
    fn a_refused_action_keeps_the_seat_and_says_why() {
        let t = table(PlayMode::OpenHands);
        let seat = t.viewer();
        let t = t.reduce(TableMsg::from(SeatEdit::Inspect("P-001".into(), None)));
        let t = t.reduce(TableMsg::from(HostMsg::Apply(seat, Action::EndMainPhase)));
        let ui = t.ui();
        assert!(ui.flash.is_some(), "the refusal is shown");
        assert_eq!(ui.inspect.as_deref(), Some("P-001"), "the same player keeps what they opened");
    }
}
