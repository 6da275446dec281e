//! A game watched again: a kept game or a game file, stepped forward and back through every
//! action and judge's correction, from either seat's view or with open hands.
//!
//! A replay holds the whole game (never written, never changed) and shows a copy of it after
//! some number of steps ([`crate::session::Session::at_step`]); the table draws that copy as it
//! draws a game in play, from the watched seat's own view (the engine's per-seat `PlayerView`: a
//! replay "from Player A's seat" shows only what A saw), with no legal action, so nothing on
//! the board can be played. The live region reads the step just reached.

use std::rc::Rc;

use opcg_engine::{ByPlayer, CardDb, Event, PlayerView, Seat};
use yew::prelude::*;

use super::log::{line, seat_name};
use crate::i18n::{t, tf, Fmt, Lang, Msg};
use crate::session::{Keyframes, Session, Timeline, KEYFRAME_EVERY};

/// Whose eyes a replay is watched through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Watch {
    /// What this seat saw: its own hand, the other's hand as card backs.
    Seat(Seat),
    /// Both hands face up (the board follows the seat that acts, as in an open-hands game).
    Open,
}

impl Watch {
    /// The three choices, in the order the menu lists them.
    pub const ALL: [Watch; 3] = [Watch::Seat(Seat::A), Watch::Seat(Seat::B), Watch::Open];

    /// Its value in the menu.
    #[must_use]
    pub fn key(self) -> &'static str {
        match self {
            Watch::Seat(Seat::A) => "a",
            Watch::Seat(Seat::B) => "b",
            Watch::Open => "open",
        }
    }

    #[must_use]
    pub fn from_key(key: &str) -> Option<Watch> {
        Watch::ALL.into_iter().find(|w| w.key() == key)
    }

    #[must_use]
    pub fn label(self, lang: Lang) -> String {
        match self {
            Watch::Seat(s) => tf(lang, Fmt::SeatsView { seat: &seat_name(s, lang) }),
            Watch::Open => t(lang, Msg::OpenHands).to_string(),
        }
    }
}

/// A replay: the whole game, where its steps lead, and whose eyes it is watched through.
#[derive(Clone)]
pub struct Replay {
    /// The game as kept or read from the file, whole.
    whole: Rc<Session>,
    timeline: Rc<Timeline>,
    /// The game every [`KEYFRAME_EVERY`] steps: a step back or a jump replays from the nearest.
    keys: Rc<Keyframes>,
    /// Each seat's log of the whole game, redacted for that seat by the engine.
    logs: Rc<ByPlayer<Vec<Event>>>,
    pub watch: Watch,
}

/// Two replays are the same when they are of the same kept game (the one `Rc`) watched the same way.
impl PartialEq for Replay {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.whole, &other.whole) && self.watch == other.watch
    }
}

impl Replay {
    /// A replay of `whole`, and the game to show first (before its first step). A game played
    /// against the computer is watched from the person's seat, an open-hands game with open
    /// hands, a pass-and-play game from Player A's seat.
    #[must_use]
    pub fn new(whole: Session) -> (Replay, Session) {
        let watch = match whole.mode {
            crate::prefs::PlayMode::Computer { person, .. } => Watch::Seat(person),
            crate::prefs::PlayMode::OpenHands => Watch::Open,
            crate::prefs::PlayMode::PassAndPlay => Watch::Seat(Seat::A),
        };
        let (timeline, keys) = whole.timeline();
        let logs = ByPlayer::new(whole.seat(Seat::A).view().log, whole.seat(Seat::B).view().log);
        let first = whole.at_step_from(&keys, 0);
        (Replay { whole: Rc::new(whole), timeline: Rc::new(timeline), keys: Rc::new(keys), logs: Rc::new(logs), watch }, first)
    }

    /// How many steps the game has (actions and judge's corrections).
    #[must_use]
    pub fn steps(&self) -> usize {
        self.timeline.steps()
    }

    #[must_use]
    pub fn timeline(&self) -> &Timeline {
        &self.timeline
    }

    /// The whole game's log as `seat` saw it by the end.
    #[must_use]
    pub fn log(&self, seat: Seat) -> &[Event] {
        self.logs.get(seat)
    }

    /// Moves `shown` (a start of the whole game) to the game after `steps` steps: a little
    /// forward by taking the steps between, back or further by replaying from the nearest
    /// keyframe before it (at most [`KEYFRAME_EVERY`] − 1 steps either way).
    pub fn go(&self, shown: &mut Session, steps: usize) {
        let steps = steps.min(self.steps());
        let at = shown.actions().len();
        if steps == at {
            return;
        }
        let near = steps > at && steps - at < KEYFRAME_EVERY;
        if !(near && shown.step_along(&self.whole, steps - at)) {
            *shown = self.whole.at_step_from(&self.keys, steps);
        }
    }

    /// Does this replay show `whole`? (Two tables are the same replay when they are of the
    /// same game.)
    #[must_use]
    pub fn is_of(&self, whole: &Session) -> bool {
        *self.whole == *whole
    }
}

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

/// "Step 12 of 240".
#[must_use]
pub fn position(at: usize, steps: usize, lang: Lang) -> String {
    tf(lang, Fmt::ReplayStepOf { at: at as i64, steps: steps as i64 })
}

/// The replay's controls: to the start, one step back, where it is, one step forward, to the
/// end, and a turn to jump to. `go` is given the number of steps to show.
pub fn controls(r: &Replay, at: usize, lang: Lang, go: &Callback<usize>) -> Html {
    let steps = r.steps();
    let to = |n: usize| {
        let go = go.clone();
        Callback::from(move |_: MouseEvent| go.emit(n))
    };
    let turn_now = r.timeline().turns.get(at).copied().unwrap_or_default();
    let on_turn = {
        let go = go.clone();
        let timeline = r.timeline.clone();
        Callback::from(move |e: web_sys::Event| {
            if let Some(sel) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                if let Ok(turn) = sel.value().parse::<u32>() {
                    go.emit(timeline.turn_start(turn));
                }
            }
        })
    };
    let turn_name = |n: u32| tf(lang, Fmt::TurnN { n: n.into() });
    html! {
        <span class="buttons replay-controls" role="group" aria-label={t(lang, Msg::ReplayControls)}>
            <button type="button" class="secondary step" id="replay-first" disabled={at == 0} onclick={to(0)}
                    aria-label={t(lang, Msg::ToTheStartHome)}>{ "|◀" }</button>
            <button type="button" class="secondary step" id="replay-back" disabled={at == 0} onclick={to(at.saturating_sub(1))}
                    aria-label={t(lang, Msg::StepBack)}>{ "◀" }</button>
            <span class="replay-step" id="replay-step">{ position(at, steps, lang) }</span>
            <button type="button" class="primary step" id="replay-forward" disabled={at >= steps} onclick={to(at + 1)}
                    aria-label={t(lang, Msg::StepForward)}>{ "▶" }</button>
            <button type="button" class="secondary step" id="replay-last" disabled={at >= steps} onclick={to(steps)}
                    aria-label={t(lang, Msg::ToTheEndEnd)}>{ "▶|" }</button>
            <select id="replay-turn" aria-label={t(lang, Msg::GoToATurn)} onchange={on_turn}>
                { for r.timeline().turn_list().into_iter().map(|n| html! {
                    <option value={n.to_string()} selected={n == turn_now}>{ if n == 0 { t(lang, Msg::SetupShort).to_string() } else { turn_name(n) } }</option>
                }) }
            </select>
        </span>
    }
}

/// A line of the whole game's log as the watched seat saw it, as a button: pressing it shows
/// the game right after the step that wrote it. Lines of steps not reached yet are dimmed
/// (`when`: the line's step against the step shown).
#[derive(Properties, PartialEq)]
pub struct LogButtonProps {
    pub step: usize,
    pub text: AttrValue,
    pub when: std::cmp::Ordering,
    pub go: Callback<usize>,
}

#[function_component(LogButton)]
pub fn log_button(props: &LogButtonProps) -> Html {
    use std::cmp::Ordering;
    let step = props.step;
    let go = props.go.clone();
    let now = props.when == Ordering::Equal;
    html! {
        <li>
            <button type="button" class={classes!("log-line", (props.when == Ordering::Greater).then_some("future"), now.then_some("now"))}
                    data-step={step.to_string()} aria-current={now.then_some("step")}
                    onclick={Callback::from(move |_| go.emit(step))}>{ props.text.clone() }</button>
        </li>
    }
}

/// A move through a replay a key asks for. It is taken from the step the replay shows when the
/// table carries it out, not from the step drawn when the key was pressed: a press read against a
/// step the page had not drawn yet would go nowhere, and be lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Jump {
    Back,
    Forward,
    Start,
    End,
}

impl Jump {
    /// The number of steps to show after this move, from `at` steps of a game of `steps`.
    #[must_use]
    pub fn from(self, at: usize, steps: usize) -> usize {
        match self {
            Jump::Back => at.saturating_sub(1).min(steps),
            Jump::Forward => (at + 1).min(steps),
            Jump::Start => 0,
            Jump::End => steps,
        }
    }
}

/// Keyboard: ← and → step, Home and End go to the start and the end (not while a menu has the
/// focus: there the keys are the menu's). The move, if the key is one.
#[must_use]
pub fn key_jump(e: &KeyboardEvent) -> Option<Jump> {
    let in_menu = e
        .target_dyn_into::<web_sys::Element>()
        .is_some_and(|el| matches!(el.tag_name().to_ascii_lowercase().as_str(), "select" | "input" | "textarea"));
    if in_menu || e.ctrl_key() || e.alt_key() || e.meta_key() {
        return None;
    }
    match e.key().as_str() {
        "ArrowLeft" => Some(Jump::Back),
        "ArrowRight" => Some(Jump::Forward),
        "Home" => Some(Jump::Start),
        "End" => Some(Jump::End),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prefs::PlayMode;
    use opcg_engine::Action;

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
