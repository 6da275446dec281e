//! The Kaiun Colosseum (開運コロシアム) table: both players' zones as the rules define them
//! (3-1-1: バトルエリア, コストエリア, デッキ, バリア, トラッシュ, 手札), luck values (運値) and janken
//! hands, the set phase (セットフェイズ) by dragging a hand card onto the battle area (or
//! tap-tap, or the keyboard: Enter on a card, Enter on the battle area, Escape to cancel), effect
//! decisions, the log, and the pass-and-play curtain.
//!
//! A kept game can be watched again (a replay, [`crate::replay`]: the same controls, keys, log
//! buttons and eyes as the One Piece table's), nothing played or kept then.
//!
//! Both seats act at once in the set phase (6-3-1): in pass-and-play seat A sets behind the
//! curtain, then the curtain comes down for seat B; the engine's views keep each face-down card
//! from the other seat. Every action is saved in local storage and replayed on load.
//!
//! This module and the engine are built into the table's own wasm (`src/bin/opcg-kaiun.rs`),
//! which the page loads when a Kaiun game is started or continued (`crate::kaiun_host`).
//!
//! - [`session`]: the game with its history: apply, undo, save and load (plain Rust).
//! - [`moves`]: drags ⇄ legal actions (pure).
//! - [`state`]: the reducer: the shared [`crate::host::Host`] with what a Kaiun seat can open.
//! - [`card`]: a card face drawn from its data.
//! - [`board`]: a seat's side (barrier, battle area, piles) and the arena with the last battle.
//! - [`hand`]: a seat's hand, its cards the sources of the seat's moves, and the dragged card.
//! - [`decision`]: the decision bar: the question to the seat at the device and its answers.
//! - [`inspector`]: a card shown large.
//! - [`log`]: the log panel.
//! - [`status`]: the status line: who decides now and why, from public facts.

pub mod board;
pub mod card;
pub mod decision;
pub mod hand;
pub mod inspector;
pub mod log;
pub mod moves;
pub mod session;
pub mod state;
pub mod status;

use std::rc::Rc;

use kaiun_engine::{log_line, Action, BattleSlotView, CardDef, CardId, CardNo, CardRef, DecisionKind, Hidden, Lang, PlayerView, Prompt, Seat, SideView};
use yew::prelude::*;

use crate::i18n::{t, tf, Fmt, Msg};
use crate::prefs::PlayMode;
use crate::replay::{ReplayMsg, Watch};
use crate::table::curtain::Curtain;
use card::card_name;
use inspector::Inspector;
use log::Log;
use moves::{Source, Target};
pub use session::KaiunSession;
pub use state::{KaiunEdit, KaiunMsg, KaiunSeatUi, KaiunTable};

pub use crate::kaiun_host::KEPT;
use crate::kaiun_host::Opening;

/// Keeps the game in local storage; false when the browser refused it (full or blocked).
#[must_use]
pub fn store(session: &KaiunSession) -> bool {
    KEPT.keep(&session.save())
}

/// Keeps a new game in place of the kept one, which is put aside unless it was over.
#[must_use]
pub fn store_new(session: &KaiunSession) -> bool {
    KEPT.replace(&session.save(), |old| KaiunSession::load(old).is_ok_and(|s| s.result().is_some()))
}

/// The kept game's save text, if any.
#[must_use]
pub fn stored() -> Option<String> {
    KEPT.text()
}

pub fn forget_stored() {
    KEPT.forget();
}

/// The game the table opens with (in the table's own wasm, `src/bin/opcg-kaiun.rs`): a new
/// game of built-in decks, kept in place of the kept one (put aside unless it was over), or the
/// kept game; the reason when there is none or it does not load (nothing is changed then).
pub fn open(opening: Opening) -> Result<KaiunSession, String> {
    match opening {
        Opening::New { a, b, seed, mode } => {
            let session = KaiunSession::builtin(a, b, seed, mode).ok_or_else(|| format!("there are no built-in decks {a} and {b}"))?;
            // A refused write shows on the table at its first step.
            let _ = store_new(&session);
            Ok(session)
        }
        Opening::Continue | Opening::Watch => {
            let text = stored().ok_or("no Kaiun Colosseum game is kept")?;
            KaiunSession::load(&text).map_err(|e| e.to_string())
        }
        Opening::WatchFile(text) => KaiunSession::load(&text).map_err(|e| e.to_string()),
    }
}

/// "プレイヤーA" / "Player A", as the One Piece table says it.
pub use crate::table::curtain::seat_name;

#[derive(Properties, PartialEq)]
pub struct KaiunProps {
    pub session: KaiunSession,
    pub lang: Lang,
    pub on_exit: Callback<()>,
    /// Watch `session` again as a replay (from before its first step) instead of playing it.
    #[prop_or_default]
    pub replay: bool,
}

/// The Kaiun Colosseum game screen.
#[function_component(KaiunScreen)]
pub fn kaiun_screen(props: &KaiunProps) -> Html {
    let lang = props.lang;
    let table = {
        let session = props.session.clone();
        let replay = props.replay;
        use_reducer(move || if replay { KaiunTable::watched(session) } else { KaiunTable::new(session) })
    };
    let replay = table.replay.clone();
    {
        // a second tab playing the kept game is noticed (a replay keeps nothing)
        let table = table.clone();
        let replaying = props.replay;
        use_effect_with((), move |()| {
            let listening = (!replaying).then(|| crate::store::on_written_elsewhere(KEPT.key, move || table.dispatch(KaiunMsg::KeptElsewhere)));
            move || drop(listening)
        });
    }
    // A replay: show the game after this many steps (one callback for the table's life).
    let replay_to = {
        let table = table.clone();
        use_callback((), move |steps: usize, _| table.dispatch(KaiunMsg::Replay(ReplayMsg::To(steps))))
    };
    {
        // ← → Home End step through a replay wherever the focus is, except in a menu.
        let table = table.clone();
        crate::replay::use_replay_keys(replay.is_some(), Callback::from(move |jump| table.dispatch(KaiunMsg::Replay(ReplayMsg::Jump(jump)))));
    }
    let drag = crate::drag::use_drag::<Source>((36, 50));
    let computer = {
        // The computer's seat must act: ask the worker (then apply its answer to this moment).
        let s = &table.session;
        // (a replay asks nothing)
        let mode = if replay.is_some() { PlayMode::OpenHands } else { s.mode };
        let question = crate::computer::Question::when(mode, s.acting(), "kaiun-decide", s.actions().len(), s.seed(), || s.save());
        let table = table.clone();
        crate::computer::use_computer(question, crate::computer::answer_with(move |at, seat, action| table.dispatch(KaiunMsg::Computer { at, seat, action })))
    };
    // 投了 (1-2-4) asks once more: a loss cannot be taken back.
    // Armed for one seat at one moment of the game only: (actions taken, seat).
    let confirm_concede = use_state(|| None::<(usize, Seat)>);
    {
        // The page's title names this game while it is played, and is given back on leaving.
        use_effect_with(lang, |lang| {
            let lang = *lang;
            let doc = web_sys::window().and_then(|w| w.document());
            if let Some(d) = &doc {
                d.set_title(t(lang, Msg::KaiunColosseum));
            }
            move || {
                if let Some(d) = doc {
                    d.set_title(crate::i18n::t(lang, crate::i18n::Msg::Title));
                }
            }
        });
    }

    let session = &table.session;
    let viewer = table.viewer();
    let curtain = table.curtain();
    {
        // The device changed hands: a drag still held belongs to the player before.
        let drag = drag.clone();
        use_effect_with((viewer, curtain), move |_| drag.cancel());
    }
    let catalog: Rc<Vec<CardDef>> = Rc::new(session.catalog().to_vec());
    let def_of = {
        let catalog = catalog.clone();
        move |no: CardNo| -> Option<CardDef> { catalog.iter().find(|d| d.no == no).cloned() }
    };
    // All the screen knows of the game: what the seat at the device may see.
    let view: PlayerView = session.seat(viewer).view();
    let ui = table.ui();
    let acting = session.acting();
    // The other seat's hand is shown only with open hands (a replay: when watched so).
    let open_hands = replay.as_ref().map_or(session.mode == PlayMode::OpenHands, |r| r.watch == Watch::Open);
    // What the live region said last to each seat: the log's length it had read, and its lines.
    let announced = use_mut_ref(<[Option<(usize, Vec<String>)>; 2]>::default);

    // ---- the curtain: nothing private is rendered behind it
    if let Some(next) = curtain {
        let show = {
            let table = table.clone();
            Callback::from(move |()| table.dispatch(KaiunMsg::Show(next)))
        };
        // Only public facts of the next seat's view are read here (is it the set phase; the last battle).
        let next_view = session.seat(next).view();
        let what = if next_view.decision.as_ref().is_some_and(|d| matches!(d.kind, DecisionKind::Set { .. })) {
            t(lang, Msg::SetPhasePutACard)
        } else {
            t(lang, Msg::AChoiceIsWaitingFor)
        };
        let status = tf(lang, Fmt::KaiunTurn { turn: session.turn().into() });
        return html! {
            <Curtain {lang} {next} class="kcurtain" step={session.actions().len().to_string()} on_show={show}
                     above={html! { <p class="kcurtain-status">{ status }</p> }}
                     below={board::last_battle(&next_view.log).map(|e| board::battle_summary(e, lang)).unwrap_or_default()}>
                <p class="curtain-help">{ what }</p>
            </Curtain>
        };
    }

    let can_act = acting == Some(viewer) && replay.is_none();
    let legal: Vec<Action> = if can_act { session.seat(viewer).legal_actions() } else { Vec::new() };
    let sources = moves::sources(&legal);
    // Only a drag of one of this seat's sources lights anything.
    let active_source = drag.dragging.filter(|s| sources.contains(s)).or(ui.selected);
    let lit: Vec<Target> = active_source.map(|s| moves::targets(&legal, s).into_iter().map(|(t, _)| t).collect()).unwrap_or_default();

    // Every card the viewer can name, to label choices that carry card ids.
    // Open hands only: one person plays both seats.
    let other_view = if open_hands { Some(session.seat(viewer.other()).view()) } else { None };
    let mut known: Vec<CardRef> = Vec::new();
    {
        let mut add_side = |s: &SideView| {
            known.extend(s.hand.iter().filter_map(|h| match h {
                Hidden::Known(c) => Some(*c),
                Hidden::Unknown => None,
            }));
            known.extend(s.trash.iter().copied());
            known.extend(s.cost_area.iter().copied());
            if let Some(BattleSlotView { card: Hidden::Known(c), .. }) = &s.battle {
                known.push(*c);
            }
        };
        add_side(&view.me);
        add_side(&view.opponent);
        known.extend(view.revealed.iter().copied());
        if let Some(DecisionKind::Choose { prompt: Prompt::LookTop(cards) | Prompt::BottomOrder(cards), source, .. }) = view.decision.as_ref().map(|d| &d.kind) {
            known.extend(cards.iter().copied());
            known.extend(source.iter().copied());
        }
    }
    let name_of_id = {
        let def_of = def_of.clone();
        let known = known.clone();
        let session = session.clone();
        move |id: CardId| -> String {
            let no = known.iter().find(|c| c.id == id).map(|c| c.no).or_else(|| session.own_card_no(viewer, id));
            match no.and_then(&def_of) {
                Some(d) => card_name(&d, lang),
                None => format!("#{}", id.0),
            }
        }
    };

    // ---- interaction
    let refusal = t(lang, Msg::DropAHandCardOn).to_string();
    let on_tap = {
        let table = table.clone();
        let legal = legal.clone();
        let sources = sources.clone();
        let drag = drag.clone();
        let refusal = refusal.clone();
        move |target: Option<Target>, source: Option<Source>, no: Option<CardNo>| {
            let table = table.clone();
            let legal = legal.clone();
            let sources = sources.clone();
            let drag = drag.clone();
            let refusal = refusal.clone();
            Callback::from(move |_e: MouseEvent| {
                if drag.swallow_click() {
                    return; // the click of the same gesture that ended a drag
                }
                if let Some(n) = no {
                    table.dispatch(KaiunMsg::Open(KaiunEdit::Inspect(n)));
                }
                let selected = table.ui().selected;
                if let (Some(sel), Some(t)) = (selected, target) {
                    match moves::action_for(&legal, sel, t) {
                        Some(a) => table.dispatch(KaiunMsg::Apply(viewer, a)),
                        None => {
                            table.dispatch(KaiunMsg::Open(KaiunEdit::Select(None)));
                            table.dispatch(KaiunMsg::Flash(refusal.clone()));
                        }
                    }
                    return;
                }
                if let Some(s) = source.filter(|s| sources.contains(s)) {
                    let next = if selected == Some(s) { None } else { Some(s) };
                    table.dispatch(KaiunMsg::Open(KaiunEdit::Select(next)));
                }
            })
        }
    };

    let on_pointer_down = {
        let drag = drag.clone();
        let sources = sources.clone();
        move |source: Source| drag.on_down(sources.contains(&source).then_some(source), None)
    };
    let on_pointer_move = drag.on_move();
    let on_pointer_up = {
        let table = table.clone();
        let legal = legal.clone();
        let refusal = refusal.clone();
        drag.on_up(Callback::from(move |(source, values): (Source, Vec<String>)| {
            // The nearest marked place under the pointer that takes this card.
            match values.iter().filter_map(|v| Target::parse(v)).find_map(|t| moves::action_for(&legal, source, t)) {
                Some(a) => table.dispatch(KaiunMsg::Apply(viewer, a)),
                None => table.dispatch(KaiunMsg::Flash(refusal.clone())),
            }
        }))
    };
    let on_pointer_cancel = drag.on_cancel();
    let on_key = {
        let table = table.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                table.dispatch(KaiunMsg::Open(KaiunEdit::Select(None)));
            }
        })
    };
    let apply = {
        let table = table.clone();
        Callback::from(move |a: Action| table.dispatch(KaiunMsg::Apply(viewer, a)))
    };

    let inspect_card = {
        let table = table.clone();
        Callback::from(move |no: CardNo| table.dispatch(KaiunMsg::Open(KaiunEdit::Inspect(no))))
    };

    // ---- drawing: the pieces, each in a file of its own
    let decision_bar = decision::decision_bar(&decision::DecisionBar {
        lang,
        view: &view,
        can_act,
        acting,
        legal: &legal,
        catalog: &catalog,
        def_of: &def_of,
        name_of_id: &name_of_id,
        apply: &apply,
        inspect: &inspect_card,
        on_exit: &props.on_exit,
        replay: replay.as_ref().map(|r| crate::replay::controls(r, session.actions().len(), lang, &replay_to)),
    });
    let board = board::Board {
        lang,
        view: &view,
        def_of: &def_of,
        open_hands,
        watched: replay.is_some(),
        sources: &sources,
        active_source,
        lit: &lit,
        on_tap: &on_tap,
        on_pointer_down: &on_pointer_down,
        inspect: &inspect_card,
    };

    let other_hand: Vec<Hidden<CardRef>> = other_view.as_ref().map_or_else(|| view.opponent.hand.clone(), |o| o.me.hand.clone());
    // Open hands: one person plays both seats and may see the other's face-down card too.
    let mut them = view.opponent.clone();
    if let Some(o) = &other_view {
        them.battle = o.me.battle.clone();
    }
    let me = view.me.clone();

    let inspect = ui.inspect.and_then(&def_of).map(|d| {
        let close = {
            let table = table.clone();
            Callback::from(move |()| table.dispatch(KaiunMsg::Open(KaiunEdit::CloseInspect)))
        };
        html! { <Inspector {lang} def={d} on_close={close} /> }
    });

    // In play the seat's own log; in a replay the whole game's log as the watched seat saw it,
    // written once per replay, eyes and language (the same lines at every step).
    let replay_log = use_memo((replay.clone(), viewer, lang), {
        let catalog = catalog.clone();
        move |(replay, viewer, lang)| {
        replay.as_ref().map(|r| {
            let lines: Vec<String> = r.log(*viewer).iter().map(|e| log_line(e, *lang, &catalog)).collect();
            let steps: Vec<usize> = (0..lines.len()).map(|i| r.timeline().step_of_entry(i)).collect();
            (Rc::new(lines), Rc::new(steps))
        })
        }
    });
    let (log_lines, log_replay) = match (&*replay_log, &replay) {
        (Some((lines, steps)), Some(_)) => (lines.clone(), Some(log::ReplayLog { steps: steps.clone(), at: session.actions().len(), go: replay_to.clone() })),
        _ => (Rc::new(view.log.iter().map(|e| log_line(e, lang, &catalog)).collect::<Vec<String>>()), None),
    };
    // What the live region reads: in a replay, the lines the step shown wrote (as the watched seat
    // saw them), else where the replay is; in play, the lines of this seat's log written since it
    // last looked (the other seat's plays, after the curtain), never another seat's lines.
    let said: Vec<String> = match &replay {
        Some(r) => {
            let at = session.actions().len();
            let lines = log_lines.get(r.timeline().entries_of_step(at)).map(<[String]>::to_vec).unwrap_or_default();
            if lines.is_empty() { vec![crate::replay::position(at, r.steps(), lang)] } else { lines }
        }
        None => {
            let mut announced = announced.borrow_mut();
            let len = log_lines.len();
            // the first look at a game (a new or a resumed one) says nothing of its past, to
            // either seat (the seats' logs have the same entries, each as its seat may read them)
            if announced.iter().all(Option::is_none) {
                *announced = [Some((len, Vec::new())), Some((len, Vec::new()))];
            }
            let seen = &mut announced[usize::from(viewer == Seat::B)];
            match seen {
                Some((read, lines)) if *read != len => {
                    let from = (*read).min(len).max(len.saturating_sub(crate::table::news::MAX_SAID));
                    *lines = log_lines[from..].to_vec();
                    *read = len;
                }
                Some(_) => {}
                None => *seen = Some((len, Vec::new())),
            }
            seen.as_ref().map(|(_, l)| l.clone()).unwrap_or_default()
        }
    };
    let undo = {
        let table = table.clone();
        Callback::from(move |_| table.dispatch(KaiunMsg::Undo))
    };
    let can_undo = replay.is_none() && match session.mode {
        PlayMode::OpenHands => true,
        // back to the person's last decision (its own and the computer's answers since)
        PlayMode::Computer { person, .. } => session.actions().iter().any(|(s, _)| *s == person),
        PlayMode::PassAndPlay => false,
    } && !session.actions().is_empty()
        && view.result.is_none();
    let exit = {
        let on_exit = props.on_exit.clone();
        Callback::from(move |_| on_exit.emit(()))
    };
    let concede = {
        let apply = apply.clone();
        let confirm = confirm_concede.clone();
        let now = (session.actions().len(), viewer);
        Callback::from(move |_| {
            if *confirm == Some(now) {
                confirm.set(None);
                apply.emit(Action::Concede);
            } else {
                confirm.set(Some(now));
            }
        })
    };
    let armed = *confirm_concede == Some((session.actions().len(), viewer));
    let concede_label = if armed { t(lang, Msg::ReallyConcede) } else { t(lang, Msg::Concede) };
    // who decides now and why (in the set phase the seat at the device, then the other)
    let status = status::line(&view, viewer, session.waiting(), session.catalog(), lang);

    html! {
        <div class="ktable" tabindex="-1" onkeydown={on_key} onpointermove={on_pointer_move} onpointerup={on_pointer_up} onpointercancel={on_pointer_cancel}
             data-viewer={viewer.to_string()} data-step={session.actions().len().to_string()}>
            <header class="table-bar">
                if replay.is_some() { <span class="replay-badge" id="replay-badge">{ t(lang, Msg::Replay) }</span> }
                <span class="status" id="status">{ status }</span>
                <span class="viewer">{ seat_name(viewer, lang) }</span>
                if let Some(r) = &replay {
                    { crate::replay::watch_menu(r.watch, lang, &{ let t = table.clone(); Callback::from(move |w| t.dispatch(KaiunMsg::Replay(ReplayMsg::Watch(w)))) }) }
                    <button type="button" class="mini" id="exit" onclick={exit}>{ t(lang, Msg::LeaveTheReplay) }</button>
                } else {
                    if can_undo { <button type="button" class="mini" id="undo" onclick={undo}>{ t(lang, Msg::Undo) }</button> }
                    if view.result.is_none() && can_act { <button type="button" class={classes!("mini", armed.then_some("kconfirm"))} id="concede" onclick={concede}>{ concede_label }</button> }
                    <button type="button" class="mini" id="exit" onclick={exit}>{ t(lang, Msg::Menu) }</button>
                }
            </header>
            { decision_bar }
            { computer.status(lang) }
            if let Some(f) = &ui.flash { <div class="flash" role="alert">{ f }</div> }
            if table.unkept {
                <crate::gamefile::NotKept {lang} elsewhere={table.elsewhere}
                    on_export={{ let text = session.save(); Callback::from(move |_| { let _ = crate::gamefile::download("kaiun-game.json", &text); }) }} />
            }
            <div class="kmain">
                <div class="kboard">
                    { board::side(&board, &them, false, &other_hand) }
                    { board::arena(&view.log, lang) }
                    { board::side(&board, &me, true, &me.hand) }
                </div>
                <div class="kaside">
                    { inspect.unwrap_or_default() }
                    <Log {lang} lines={log_lines} replay={log_replay} />
                </div>
            </div>
            { hand::ghost(&board, drag.dragging, &me, &drag.ghost) }
            <div id="announce" class="visually-hidden" role="status" aria-live="polite">
                { for said.iter().map(|l| html! { <p>{ l }</p> }) }
            </div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first_set(s: &KaiunSession, seat: Seat) -> Action {
        s.seat(seat).legal_actions().into_iter().find(|a| matches!(a, Action::Set { .. })).unwrap()
    }

    #[test]
    fn pass_and_play_curtain_comes_down_between_the_two_sets() {
        let mut t = KaiunTable::new(KaiunSession::builtin(0, 1, 4, PlayMode::PassAndPlay).unwrap());
        assert_eq!(t.curtain(), Some(Seat::A), "nothing is shown before seat A takes the device");
        t.shown = Some(Seat::A);
        assert_eq!((t.curtain(), t.viewer()), (None, Seat::A));
        let a = first_set(&t.session, Seat::A);
        t.session.apply(Seat::A, a).unwrap();
        assert_eq!(t.curtain(), Some(Seat::B), "seat B sets behind the curtain too");
        assert_eq!(t.viewer(), Seat::A, "the screen stays on A's side until B takes the device");
        t.shown = Some(Seat::B);
        assert_eq!((t.curtain(), t.viewer()), (None, Seat::B));
        let b = first_set(&t.session, Seat::B);
        t.session.apply(Seat::B, b).unwrap();
        // Turn 2 (or an effect's question) needs a seat again: the curtain comes down.
        if let Some(next) = t.session.acting() {
            assert_eq!(t.curtain().is_some(), next != Seat::B);
        }
    }

    #[test]
    fn open_hands_never_shows_a_curtain_and_follows_the_acting_seat() {
        let mut t = KaiunTable::new(KaiunSession::builtin(2, 0, 8, PlayMode::OpenHands).unwrap());
        assert_eq!((t.curtain(), t.viewer()), (None, Seat::A));
        let a = first_set(&t.session, Seat::A);
        t.session.apply(Seat::A, a).unwrap();
        assert_eq!((t.curtain(), t.viewer()), (None, Seat::B));
    }

    /// The table's wasm opens what the page asks for, or says why not (outside a browser
    /// nothing is kept, and a refused write is no error: the table says so at its first step).
    #[test]
    fn the_table_opens_a_new_game_or_says_why_not() {
        use crate::kaiun_host::Opening;
        let s = open(Opening::New { a: 0, b: 2, seed: 8, mode: PlayMode::PassAndPlay }).unwrap();
        assert_eq!((s.mode, s.seed(), s.actions().len()), (PlayMode::PassAndPlay, 8, 0));
        assert_eq!(open(Opening::New { a: 0, b: 99, seed: 8, mode: PlayMode::OpenHands }).unwrap_err(), "there are no built-in decks 0 and 99");
        assert_eq!(open(Opening::Continue).unwrap_err(), "no Kaiun Colosseum game is kept");
        // a game file watched as a replay is the game it holds, whatever is kept
        assert_eq!(open(Opening::WatchFile(s.save())).unwrap(), s);
        assert!(open(Opening::WatchFile("{".into())).is_err());
    }
}
