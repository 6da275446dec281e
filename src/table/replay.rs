//! A kept game or a game file watched again on the One Piece table. What every replay is — the
//! whole game, the copy shown after some steps, keyframes, the timeline, whose eyes, the
//! controls, the log lines as buttons, the keys — is written once for both tables in
//! [`crate::replay`] (over [`crate::host::GameSession`]) and held by the table's
//! [`crate::host::Host`]; what is the One Piece table's own is here: what the live region reads
//! of a step, from the engine's log.

use opcg_engine::{CardDb, PlayerView};

use super::log::line;
use crate::i18n::Lang;
use crate::session::Session;
pub use crate::replay::{controls, key_jump, position, watch_menu, Jump, LogButton, ReplayMsg, Watch};

/// A replay of a One Piece game.
pub type Replay = crate::replay::Replay<Session>;

/// What the live region reads when a step is reached: the log lines that step wrote, as the
/// watched seat saw them, else where the replay is.
#[must_use]
pub fn said(r: &Replay, at: usize, view: &PlayerView, lang: Lang, db: &CardDb) -> Vec<String> {
    let entries = r.timeline().entries_of_step(at);
    let mut lines: Vec<String> = view.log.get(entries).unwrap_or_default().iter().filter_map(|e| line(e, lang, db)).collect();
    if lines.len() > super::news::MAX_SAID {
        lines.drain(..lines.len() - super::news::MAX_SAID);
    }
    if lines.is_empty() {
        lines.push(position(at, r.steps(), lang));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prefs::PlayMode;
    use opcg_engine::{Action, Seat};

    /// A game of `n` steps: the first legal action each time (never conceding), with a judge's
    /// correction among them.
    fn game(n: usize) -> Session {
        let mut s = Session::new(crate::decks::setup(0, 1, 4).unwrap(), PlayMode::PassAndPlay).unwrap();
        let mut judged = false;
        for _ in 0..n {
            let Some(seat) = s.decision_seat() else { break };
            let view = s.seat(seat);
            if !judged && matches!(view.view().decision.map(|d| d.kind), Some(opcg_engine::DecisionKind::Main)) {
                s.judge(seat, opcg_engine::JudgeAction::Draw { seat }).unwrap();
                judged = true;
                continue;
            }
            let legal = view.legal_actions();
            let a = legal.iter().find(|a| matches!(a, Action::EndMainPhase)).or_else(|| legal.iter().find(|a| **a != Action::Concede)).unwrap().clone();
            s.apply(seat, a).unwrap();
        }
        assert!(judged);
        s
    }

    /// Stepping forward and back, one step or many, shows the same game as replaying that many
    /// steps from the start, and the whole game is never changed.
    #[test]
    fn every_step_forward_and_back_is_the_game_after_that_many_steps() {
        let whole = game(60);
        let saved = whole.save();
        let (r, mut shown) = Replay::new(whole.clone());
        assert_eq!(r.steps(), whole.actions().len());
        assert_eq!(shown.actions().len(), 0);
        for k in (1..=r.steps()).chain([7, 3, 40, 0, r.steps(), 12]) {
            r.go(&mut shown, k);
            assert_eq!(shown.actions(), &whole.actions()[..k]);
            let fresh = whole.at_step(k);
            for seat in Seat::BOTH {
                assert_eq!(shown.seat(seat).view(), fresh.seat(seat).view(), "step {k}");
            }
            assert_eq!(shown.turn(), r.timeline().turns[k]);
        }
        assert_eq!(whole.save(), saved, "the replayed game is not changed");
        r.go(&mut shown, r.steps() + 5);
        assert_eq!(shown, whole, "past the end is the end");
    }

    /// A turn jumps to its first step; a log line to the step that wrote it.
    #[test]
    fn turns_and_log_lines_lead_to_their_steps() {
        let whole = game(80);
        let (r, _) = Replay::new(whole.clone());
        let t = r.timeline();
        let turns = t.turn_list();
        assert!(turns.len() >= 3, "{turns:?}");
        for &turn in &turns {
            let k = t.turn_start(turn);
            assert_eq!(whole.at_step(k).turn(), turn);
            assert!(k == 0 || whole.at_step(k - 1).turn() < turn, "the first step of turn {turn}");
        }
        let log = r.log(Seat::A);
        assert_eq!(log.len(), *t.log_lens.last().unwrap());
        for (i, _) in log.iter().enumerate() {
            let k = t.step_of_entry(i);
            assert!(whole.at_step(k).seat(Seat::A).view().log.len() > i, "entry {i} exists after step {k}");
            assert!(k == 0 || whole.at_step(k - 1).seat(Seat::A).view().log.len() <= i, "entry {i} is written by step {k}");
            assert!(t.entries_of_step(k).contains(&i) || k == 0);
        }
        assert_eq!(t.entries_of_step(0), 0..0);
    }

    /// From a seat's view the other seat's hand stays hidden at every step; open hands show both.
    #[test]
    fn a_seats_view_shows_only_what_that_seat_saw() {
        let whole = game(40);
        let (r, mut shown) = Replay::new(whole);
        for k in 0..=r.steps() {
            r.go(&mut shown, k);
            let a = shown.seat(Seat::A).view();
            assert!(a.sides.get(Seat::B).hand.iter().all(|h| matches!(h, opcg_engine::Hidden::Unknown)));
            assert!(a.log.iter().zip(r.log(Seat::A)).all(|(x, y)| x == y), "the same redaction as the whole game's log");
        }
        assert_eq!(Watch::from_key("open"), Some(Watch::Open));
        assert!(Watch::ALL.iter().all(|w| Watch::from_key(w.key()) == Some(*w)));
    }
}
